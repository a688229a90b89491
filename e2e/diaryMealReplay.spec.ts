import { expect, test } from '@playwright/test';
import type { DiaryMealAddRequest } from '@qis/contract/api';
import { dayKeptOffline, pageDay, quickAddNoon, readDay, saveNoonAsMeal } from './diaryDays';
import { createOwnMember, signInAs } from './ownMember';

// Issue 28: "A breakfast saved as a meal and added to another day arrives once, even when sent twice."
// Here the member's tap reaches the server, which saves the meal's entries, but its answer is lost on
// the way back (the network drops in a basement). The page keeps the add as waiting, reloads without
// network, and sends the same write again when the network returns: the day holds the entries once.

test.describe('a saved meal sent twice', () => {
  test.describe.configure({ timeout: 180_000 });
  // The portal's service worker serves the reload without network (blocked elsewhere: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

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
    await quickAddNoon(page, items[0]!, '3');
    await quickAddNoon(page, items[1]!, '1');
    await saveNoonAsMeal(page, meal);

    // Another day: yesterday's evening, through "My meals", with the service worker in charge of the page
    // so that the reload without network below finds the portal and the day.
    const yesterday = await pageDay(page, -1);
    await page.goto(`/fr/diary?date=${yesterday}`);
    await dayKeptOffline(page, yesterday);
    expect((await readDay(page, yesterday)).entries).toEqual([]);

    // Every meal add the page sends, with what the server answered it. The first one reaches the server,
    // which stores the entries; its answer is then dropped, as a network that fails on the way back would.
    // While the network is down, an add the page sends fails as the browser's own would: `route.fetch()`
    // reaches the API from the test whatever the context's offline mode, and the route can see the
    // page's add at load before that mode does (the add then went through, and the day showed none waiting).
    const sent: { clientId: string; date: string; status: number }[] = [];
    let networkDown = false;
    await context.route('**/api/diary/meals/*/add*', async (route) => {
      if (networkDown) return route.abort('internetdisconnected');
      const body = route.request().postDataJSON() as DiaryMealAddRequest;
      const response = await route.fetch();
      sent.push({ clientId: body.clientId, date: body.date, status: response.status() });
      if (sent.length === 1) {
        // The network drops at that moment: nothing the page sends reaches the API until it returns.
        networkDown = true;
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
    networkDown = false;
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
