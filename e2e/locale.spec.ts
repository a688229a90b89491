import { expect } from '@playwright/test';
import { openHome, test } from './support';

/** The spec's per-locale table of the "Useful" group. */
const USEFUL: Record<string, string[]> = {
  en: ['tip-of-the-day', 'recipe-of-the-day', 'food-database', 'low-qis', 'cholesterol-free', 'bonus'],
  de: ['tip-of-the-day', 'recipe-of-the-day', 'food-database', 'low-qis', 'cholesterol-free', 'bonus'],
  fr: ['tip-of-the-day', 'recipe-of-the-day', 'bonus'],
  nl: ['recipe-of-the-day'],
};

test('switching fr → de → nl → en keeps path, query and hash, and the menu follows the locale', async ({
  page,
}) => {
  await openHome(page, 'fr');
  await page.goto('/fr/profile?from=e2e#weight');
  await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
  for (const [to, heading] of [
    ['de', 'Ihr Konto'],
    ['nl', 'Uw account'],
    ['en', 'Your account'],
  ] as const) {
    await page.locator(`header a[hreflang="${to}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${to}/profile\\?from=e2e#weight$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const useful = await page
      .locator('nav a[href*="/useful/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/useful/')[1]));
    expect(useful.sort()).toEqual([...USEFUL[to]!].sort());
  }
});
