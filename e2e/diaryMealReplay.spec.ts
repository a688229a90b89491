import { expect, test, type Page } from '@playwright/test';
import type { DiaryDay, DiaryMealAddRequest } from '@qis/contract/api';
import { createOwnMember, signInAs } from './ownMember';

// Issue 28: "A breakfast saved as a meal and added to another day arrives once, even when sent twice."
// Here the member's tap reaches the server, which saves the meal's entries, but its answer is lost on
// the way back (the network drops in a basement). The page keeps the add as waiting, reloads without
// network, and sends the same write again when the network returns: the day holds the entries once.

/** A day of the page's own clock, `offset` days from today. */
const dayOf = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offset);

async function readDay(page: Page, day: string): Promise<DiaryDay> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/api/diary/days/${day}?locale=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DiaryDay;
}

async function quickAdd(page: Page, name: string, qis: string) {
  await page.getByRole('radio', { name: 'Ajout rapide' }).check();
  await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  await page.getByRole('spinbutton', { name: 'QIS' }).fill(qis);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByTestId('diary-slot-noon')).toContainText(name);
}

test.describe('a saved meal sent twice', () => {
  test.describe.configure({ timeout: 180_000 });

  test('arrives once when its answer was lost and the waiting add is sent again after an offline reload', async ({
    page,
    context,
  }) => {
    // The demo member's days are read by other specs: this one writes the days of a member of its own.
    await signInAs(page, await createOwnMember('meal-replay'), 'fr');
    const run = Date.now().toString(36);
    const items = [`Tartine e2e ${run}`, `Café e2e ${run}`];
    const meal = `Petit-déjeuner e2e ${run}`;

    await page.goto('/fr/diary');
    // A new member has no range yet (no profile): the day and its add panel are there all the same.
    await expect(page.getByRole('heading', { name: 'Ajouter à la journée' })).toBeVisible({
      timeout: 30_000,
    });
    await quickAdd(page, items[0]!, '3');
    await quickAdd(page, items[1]!, '1');
    const noon = page.getByTestId('diary-slot-noon');
    await noon.getByRole('button', { name: 'Enregistrer comme repas' }).click();
    const saving = page.getByRole('dialog', { name: 'Enregistrer Midi comme repas' });
    await saving.getByRole('textbox', { name: 'Nom du repas' }).fill(meal);
    await saving.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(saving).toBeHidden();

    // Another day: yesterday's evening, through "My meals", with the service worker in charge of the page
    // so that the reload without network below finds the portal and the day.
    const yesterday = await dayOf(page, -1);
    await page.goto(`/fr/diary?date=${yesterday}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForFunction(
      async (date) => {
        const cache = await caches.open('qis-member-diary-api');
        return (await cache.keys()).some((request) => request.url.includes(`/api/diary/days/${date}`));
      },
      yesterday,
      { timeout: 30_000 },
    );
    expect((await readDay(page, yesterday)).entries).toEqual([]);

    // Every meal add the page sends, with what the server answered it. The first one reaches the server,
    // which stores the entries; its answer is then dropped, as a network that fails on the way back would.
    const sent: { clientId: string; date: string; status: number }[] = [];
    await context.route('**/api/diary/meals/*/add*', async (route) => {
      const body = route.request().postDataJSON() as DiaryMealAddRequest;
      const response = await route.fetch();
      sent.push({ clientId: body.clientId, date: body.date, status: response.status() });
      if (sent.length === 1) {
        // The network drops at that moment: nothing the page sends reaches the API until it returns.
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      } else await route.fulfill({ response });
    });

    await page.getByRole('radio', { name: 'Un repas enregistré' }).check();
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('evening');
    await page
      .getByRole('list', { name: 'Mes repas' })
      .getByRole('button', { name: `Ajouter ${meal} (Soir)` })
      .click();
    await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBeLessThan(300);
    // The server has the entries already, though the page never heard it (read from here, not the page).
    const stored = (await readDay(page, yesterday)).entries.map((entry) => entry.name);
    expect(stored.sort()).toEqual([...items].sort());

    // Without network, a reload keeps the waiting add; back online, it is sent again with its client id.
    await page.reload();
    await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible({ timeout: 30_000 });
    await context.setOffline(false);
    // Counted where the page's requests pass (the replay's answer reaches the page through the worker).
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(2);
    await expect(page.getByText(/attend le réseau/)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('qis-diary-pending'))).toBeNull();

    // Sent twice, with one client id, both taken by the server: the day holds each entry once.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ ...sent[0], status: sent[1]!.status });
    expect(sent[1]!.status).toBeLessThan(300);
    const evening = (await readDay(page, yesterday)).entries.filter((entry) => entry.slot === 'evening');
    expect(evening.map((entry) => entry.name).sort()).toEqual([...items].sort());
    for (const item of items)
      await expect(page.getByTestId('diary-slot-evening').getByText(item)).toHaveCount(1);
  });
});
