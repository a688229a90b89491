import { expect } from '@playwright/test';
import { dayKeptOffline, pageDay, readDay } from './diaryDays';
import { signIn, test } from './support';

// A member in a supermarket basement: the portal's service worker (docs/diary.md#offline) serves the
// shell, the nutrition remote and the day last read, so a reload without network shows the day.

test.describe('the diary without network', () => {
  test.describe.configure({ timeout: 180_000 });
  // The portal's service worker serves the reload without network (blocked elsewhere: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });
  // It signs out at the end, which closes the session: one of its own, not the stored one others use.
  test.use({ signedIn: false });

  test('reloads offline with its day and a waiting entry, which is saved once back online', async ({
    page,
    context,
    member,
  }) => {
    await signIn(page, 'fr', member);
    await page.goto('/fr/diary');
    await expect(page.getByTestId('diary-left')).toBeVisible({ timeout: 30_000 });
    const day = await pageDay(page);

    await dayKeptOffline(page, day);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal QIS', { timeout: 30_000 });
    await expect(page.getByTestId('diary-left')).toContainText('Il vous reste');

    const name = `Barre maison ${Date.now()}`;
    await page.getByRole('radio', { name: 'Ajout rapide' }).check();
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    await page.getByRole('spinbutton', { name: 'QIS' }).fill('4');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible();
    await expect(page.getByTestId('diary-slot-noon')).toContainText(name);

    // Still without network: the page, the day and the waiting entry come back.
    await page.reload();
    await expect(page.getByTestId('diary-left')).toContainText('Il vous reste', { timeout: 30_000 });
    await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible();
    await expect(page.getByTestId('diary-slot-noon')).toContainText(name);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/diary/entries') && r.request().method() === 'POST' && r.status() < 300,
    );
    await context.setOffline(false);
    await saved;
    await expect(page.getByText(/attend le réseau/)).toBeHidden();
    await expect(page.getByTestId('diary-slot-noon')).toContainText(name);
    const stored = await readDay(page, day);
    expect(stored.entries.filter((entry) => entry.name === name)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('qis-diary-pending'))).toBeNull();

    // Signing out empties the worker's copy of the member's answers.
    await page.goto('/fr/logout');
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('qis-member-diary-api')).keys()).length),
      )
      .toBe(0);
  });
});
