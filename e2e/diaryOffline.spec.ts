import { expect, type Page } from '@playwright/test';
import type { DiaryDay } from '@qis/contract/api';
import { signIn, test } from './support';

// A member in a supermarket basement: the portal's service worker (docs/diary.md#offline) serves the
// shell, the nutrition remote and the day last read, so a reload without network shows the day.

/** The page's own day (the browser's clock), as the diary writes days. */
const todayOf = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** The day as the API has it, read beside the page with its stored access token. */
async function readDay(page: Page, day: string): Promise<DiaryDay> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/api/diary/days/${day}?locale=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DiaryDay;
}

test.describe('the diary without network', () => {
  test.describe.configure({ timeout: 180_000 });
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
    const day = await todayOf(page);

    // The worker installs after the page has loaded, then takes the page over; the diary asks for its
    // day again through it, which keeps a copy.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForFunction(
      async (date) => {
        const cache = await caches.open('qis-member-diary-api');
        return (await cache.keys()).some((request) => request.url.includes(`/api/diary/days/${date}`));
      },
      day,
      { timeout: 30_000 },
    );

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
