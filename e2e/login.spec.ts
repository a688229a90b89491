import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signIn, waitForHydration } from './support';

test.describe('login', () => {
  test('shows the messages only after a field is edited and keeps submit disabled while invalid', async ({
    page,
  }) => {
    await page.goto('/fr/login');
    const submit = page.locator('form button[type="submit"]');
    await expect(page.getByText('Adresse email invalide.')).toHaveCount(0);
    await waitForHydration(page, 'form');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password"]').fill('abc');
    await page.locator('input[name="password"]').blur();
    await expect(page.getByText('Adresse email invalide.')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit comporter au moins 4 caractères.')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('answers "Identifiants invalides" to a wrong password', async ({ page }) => {
    await page.goto('/fr/login');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Identifiants invalides')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/login$/);
  });

  test('signs the demo member in and shows the home tiles', async ({ page }) => {
    await signIn(page, 'fr');
    for (const path of ['/chat', '/gym', '/meal-plan', '/magic-menus', '/contact']) {
      await expect(page.locator(`main a[href="/fr${path}"]`).first()).toBeVisible();
    }
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
    }));
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: DEMO.email });
    expect(stored.access).toMatch(/^ey/);
    expect(stored.refresh).toBeTruthy();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/fr/login');
    await page.locator('input[name="email"]').waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
