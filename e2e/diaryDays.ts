import { expect, type Page } from '@playwright/test';
import type { DiaryDay } from '@qis/contract/api';

// What the diary's end-to-end specs share: the page's own days, the day as the API keeps it, and the
// steps a member takes on the day page.

/** A day of the page's own clock (the browser's, as the diary writes days), `offset` days from today. */
export const pageDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offset);

/** A GET of the API as the page's signed-in member, beside the page, with its stored access token. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The day as the API has it (today by the page's clock unless given). */
export async function readDay(page: Page, day?: string): Promise<DiaryDay> {
  return apiGet<DiaryDay>(page, `/api/diary/days/${day ?? (await pageDay(page))}?locale=fr`);
}

/** Waits until the service worker controls the page and keeps a copy of `day` for a reload without network. */
export async function dayKeptOffline(page: Page, day: string) {
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
}

/** "Save as a meal" on the day's noon, in French, named `name`. */
export async function saveNoonAsMeal(page: Page, name: string) {
  await page.getByTestId('diary-slot-noon').getByRole('button', { name: 'Enregistrer comme repas' }).click();
  const saving = page.getByRole('dialog', { name: 'Enregistrer Midi comme repas' });
  await saving.getByRole('textbox', { name: 'Nom du repas' }).fill(name);
  await saving.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saving).toBeHidden();
}

/** A quick add to the day's noon, in French, seen under its slot. */
export async function quickAddNoon(page: Page, name: string, qis: string) {
  await page.getByRole('radio', { name: 'Ajout rapide' }).check();
  await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  await page.getByRole('spinbutton', { name: 'QIS' }).fill(qis);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByTestId('diary-slot-noon')).toContainText(name);
}
