import { expect } from '@playwright/test';
import { openHome, test } from './support';

test.describe('profile', () => {
  test('the chart shows the history; a clicked point fills the weight form and focuses it', async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/profile');
    await expect(page.getByText('Cliquez sur un point pour modifier cette entrée de poids')).toBeVisible();
    const points = page.getByRole('button', { name: /^Modifier l'entrée du / });
    await expect(points.first()).toBeVisible();
    expect(await points.count()).toBeGreaterThanOrEqual(10);

    const label = (await points.nth(3).getAttribute('aria-label'))!;
    const weight = /: ([\d,.]+) kg$/.exec(label)![1]!.replace(',', '.');
    await points.nth(3).click();
    const field = page.locator('input[name="weight"]');
    await expect(field).toBeFocused();
    expect(Number((await field.inputValue()).replace(',', '.'))).toBeCloseTo(Number(weight), 1);
  });

  test('saving a weight toasts and adds the point; updating the account renames the header', async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/profile');
    const points = page.getByRole('button', { name: /^Modifier l'entrée du / });
    await expect(points.first()).toBeVisible();

    await page.locator('input[name="weight"]').fill('71.4');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Poids actuel mis à jour')).toBeVisible();
    await expect(page.getByRole('button', { name: /: 71,4 kg$/ })).toBeVisible();

    const firstName = page.locator('input[name="firstName"]');
    await expect(firstName).not.toHaveValue('');
    const submit = page.getByRole('button', { name: 'Mettre à jour' });
    await expect(submit).toBeDisabled();
    await firstName.fill('Camila');
    await submit.click();
    await expect(page.getByText('Profil mis à jour')).toBeVisible();
    await expect(submit).toBeDisabled();
    // The shell's header reads the same store the remote wrote to.
    await expect(page.locator('header').getByText(/Camila/)).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
      firstName: 'Camila',
    });
  });
});

test.describe('contact', () => {
  test('sends a message, shows the confirmation and resets the form', async ({ page, member }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/contact');
    await expect(page.locator('input[name="email"]')).toHaveValue(member.email);
    await expect(page.locator('input[name="membershipNumber"]')).not.toHaveValue('');
    const send = page.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();
    await page.locator('select').selectOption('meal-plan');
    await page.locator('textarea[name="message"]').fill('Puis-je remplacer le dîner du mardi ?');
    await send.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Message envoyé !')).toBeVisible();
    await expect(dialog.getByText('Votre message a été envoyé avec succès')).toBeVisible();
    await expect(dialog.getByText('Nous vous répondrons bientôt')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(page.locator('textarea[name="message"]')).toHaveValue('');
  });
});
