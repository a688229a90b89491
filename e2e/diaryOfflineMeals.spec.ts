import { expect, test, type Page } from '@playwright/test';
import { pageDay, quickAddNoon, readDay, saveNoonAsMeal } from './diaryDays';
import { createOwnMember, signInAs } from './ownMember';

// Issue 28, offline: what the diary's add panel lists of the member's own ("My meals") and the screen of
// their foods come back without network after a reload, from the service worker's copy of the member's
// answers (docs/diary.md#offline); a meal added then waits and is saved once when the network returns.

/** Waits until the service worker keeps an answer whose address holds `path` and whose body holds `text`. */
const cached = (page: Page, path: string, text: string) =>
  page.waitForFunction(
    async ([part, wanted]) => {
      const cache = await caches.open('qis-member-diary-api');
      for (const request of await cache.keys()) {
        if (!request.url.includes(part)) continue;
        if ((await (await cache.match(request))?.text())?.includes(wanted)) return true;
      }
      return false;
    },
    [path, text] as const,
    { timeout: 30_000 },
  );

test.describe("the member's own without network", () => {
  test.describe.configure({ timeout: 180_000 });
  // The portal's service worker serves the reload without network (blocked elsewhere: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test("shows the member's saved meals and own foods without network; a meal added offline is saved once", async ({
    page,
    context,
  }) => {
    // This test writes days and foods: a member of its own, whom no other spec reads.
    await signInAs(page, await createOwnMember('offline-meals'), 'fr');
    const run = Date.now().toString(36);
    const item = `Tartine hors ligne ${run}`;
    const meal = `Goûter hors ligne ${run}`;
    const food = `Granola hors ligne ${run}`;

    await page.goto('/fr/my-foods');
    await page.getByRole('button', { name: 'Nouvel aliment' }).click();
    const foodDialog = page.getByRole('dialog', { name: 'Nouvel aliment' });
    await foodDialog.getByRole('textbox', { name: 'Nom' }).fill(food);
    await foodDialog.getByRole('textbox', { name: 'kcal pour 100 g' }).fill('450');
    await foodDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(food, { exact: true })).toBeVisible();

    await page.goto('/fr/diary');
    await expect(page.getByRole('heading', { name: 'Ajouter à la journée' })).toBeVisible({
      timeout: 30_000,
    });
    const day = await pageDay(page);
    await quickAddNoon(page, item, '3');
    await saveNoonAsMeal(page, meal);

    // The member never opened "My meals": the diary reads them with the day, so the worker keeps them. The
    // member's foods were read through the worker on /my-foods.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await cached(page, `/api/diary/days/${day}`, item);
    await cached(page, '/api/diary/meals', meal);
    await page.goto('/fr/my-foods');
    await expect(page.getByText(food, { exact: true })).toBeVisible({ timeout: 30_000 });
    await cached(page, '/api/my-foods', food);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(food, { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.goto('/fr/diary');
    await expect(page.getByTestId('diary-slot-noon')).toContainText(item, { timeout: 30_000 });
    await page.getByRole('radio', { name: 'Un repas enregistré' }).check();
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('evening');
    const meals = page.getByRole('list', { name: 'Mes repas' });
    await expect(meals.getByText(meal)).toBeVisible();
    await meals.getByRole('button', { name: `Ajouter ${meal} (Soir)` }).click();
    await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible();
    await expect(page.getByTestId('diary-slot-evening')).toContainText(meal);

    const saved = page.waitForResponse(
      (r) => /\/api\/diary\/meals\/[^/]+\/add/.test(r.url()) && r.status() < 300,
    );
    await context.setOffline(false);
    await saved;
    await expect(page.getByText(/attend le réseau/)).toBeHidden();
    const evening = (await readDay(page, day)).entries.filter((entry) => entry.slot === 'evening');
    expect(evening.map((entry) => entry.name)).toEqual([item]);
  });
});
