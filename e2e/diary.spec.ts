import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { DiaryDay, DiaryEntry, DiaryFood, DiarySummary, MealPlanResponse } from '@qis/contract/api';
import { openHome, test } from './support';

const fr = new Intl.NumberFormat('fr');
const de = new Intl.NumberFormat('de');

/** The page's own day (the browser's clock), as the diary writes days. */
const todayOf = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}

const added = async (page: Page, action: () => Promise<void>): Promise<DiaryEntry> => {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/diary/entries') && r.request().method() === 'POST',
  );
  await action();
  const answer = await response;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { entry: DiaryEntry }).entry;
};

/** The API as the signed-in page calls it (its stored access token). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const readDay = async (page: Page, locale = 'fr') =>
  api<DiaryDay>(page, `/api/diary/days/${await todayOf(page)}?locale=${locale}`);

test.describe('the diary', () => {
  // Long walks through several screens on a machine shared with other work.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await openHome(page, 'fr');
  });

  test('a day written down as a member would: totals right to the unit, after a reload, in German, in print', async ({
    page,
  }) => {
    await page.goto('/fr/diary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal QIS', { timeout: 30_000 });
    await expect(page.getByTestId('diary-left')).toBeVisible();
    await expectNoAxeViolations(page); // the day before anything is added
    const before = await readDay(page);
    const adding = page.getByRole('region', { name: 'Ajouter à la journée' });

    // Pomme, 150 g, at Noon: the catalogue's own search.
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
    const foods = page.waitForResponse((r) => r.url().includes('/api/diary/foods'));
    await page.getByRole('searchbox', { name: 'Chercher un aliment' }).fill('pomme');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    const found = (await (await foods).json()) as DiaryFood[];
    const pomme = found[0]!;
    expect(pomme.name.toLowerCase()).toContain('pomme');
    const choice = adding
      .getByRole('button', { name: new RegExp(`^${pomme.name.replace(/[()]/g, '.')} `) })
      .first();
    await expect(async () => {
      await choice.click();
      await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const unit = page.getByRole('combobox', { name: 'Unité' });
    if (await unit.count()) await unit.selectOption('grams');
    await page.getByRole('spinbutton', { name: 'Quantité' }).fill('150');
    const pommeQis = Math.round((pomme.kcalPer100g * 150) / 100 / 12);
    await expect(page.getByTestId('diary-preview')).toHaveText(`${fr.format(pommeQis)} QIS`);
    await expectNoAxeViolations(page); // adding
    const pommeEntry = await added(page, () =>
      page.getByRole('button', { name: 'Ajouter', exact: true }).click(),
    );
    expect(pommeEntry).toMatchObject({ slot: 'noon', grams: 150, qis: pommeQis });

    // 30 minutes of leisure cycling.
    await page.getByRole('radio', { name: 'Une activité' }).check();
    const activities = (await (
      await page.request.get('/api/diary/activities?locale=fr', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
        },
      })
    ).json()) as { code: string; name: string; kcalPerMinute: number }[];
    const cycling = activities.find((one) => one.code === '01019')!;
    await page.getByRole('combobox', { name: 'Activité' }).selectOption(cycling.code);
    await page.getByRole('spinbutton', { name: 'Minutes' }).fill('30');
    const cyclingEntry = await added(page, () =>
      page.getByRole('button', { name: 'Ajouter', exact: true }).click(),
    );
    expect(cyclingEntry.qis).toBe(Math.round((30 * cycling.kcalPerMinute) / 12));

    // A quick add.
    await page.getByRole('radio', { name: 'Ajout rapide' }).check();
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('snack');
    await page.getByRole('textbox', { name: 'Nom' }).fill('Part de gâteau');
    await page.getByRole('spinbutton', { name: 'QIS' }).fill('25');
    const quick = await added(page, () => page.getByRole('button', { name: 'Ajouter', exact: true }).click());
    expect(quick.qis).toBe(25);

    // A recipe of the meal plan, with its served portion factor, at Evening.
    await page.goto('/fr/meal-plan');
    await page.locator('input[name="weight"]').fill('80');
    await page.locator('input[name="age"]').fill('35');
    await page.getByLabel('Femme', { exact: true }).check();
    await page.getByLabel('Assis (travail de bureau, tâches ménagères)', { exact: true }).check();
    const planResponse = page.waitForResponse((r) => r.url().includes('/api/meal-plan/create'));
    await page.getByRole('button', { name: 'Soumettre' }).click();
    const plan = (await (await planResponse).json()) as MealPlanResponse;
    const dinner = plan.mealPlans[0]!.dinner;
    await page.locator('table tbody tr').first().locator('td').nth(2).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Repas' })).toHaveValue('evening');
    const recipe = await added(page, () => dialog.getByRole('button', { name: "J'ai mangé ça" }).click());
    expect(recipe).toMatchObject({
      slot: 'evening',
      ref: dinner.id,
      portions: dinner.serving.factor,
      qis: dinner.serving.qis,
    });

    // The reference: the range by the energy module's formula at the latest weight (female, 30–59,
    // sitting), the entries' own QIS, the bonus of the activity.
    await page.goto('/fr/diary');
    const day = await readDay(page);
    if (day.range.kind !== 'range') throw new Error('the demo member has a range');
    const need = (8.7 * day.range.weight + 829) * 1.6;
    expect(day.range.min).toBe(Math.round(Math.max(0.55 * need, 1800) / 12));
    expect(day.range.max).toBe(Math.round((0.8 * need) / 12));
    const eaten = before.totals.eaten + pommeQis + quick.qis + dinner.serving.qis;
    const bonus = before.totals.bonus + cyclingEntry.qis;
    const left = day.range.max + bonus - eaten;
    expect(day.totals).toMatchObject({ eaten, bonus, left });
    const leftText = left >= 0 ? `Il vous reste ${fr.format(left)} QIS` : `${fr.format(-left)} QIS de trop`;
    await expect(page.getByTestId('diary-left')).toHaveText(leftText);
    await expect(page.getByTestId('diary-subtotal-noon')).toHaveText(
      `${fr.format(before.totals.bySlot.noon + pommeQis)} QIS`,
    );
    await expect(page.getByTestId('diary-bonus')).toContainText(`${fr.format(bonus)} QIS`);
    await expectNoAxeViolations(page); // the full day
    await page.screenshot({ path: 'test-results/diary-full-day.png', fullPage: true });

    await page.reload();
    await expect(page.getByTestId('diary-left')).toHaveText(leftText, { timeout: 30_000 });
    await page.goto('/de/diary');
    await expect(page.getByTestId('diary-left')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('diary-left')).toHaveText(
      left >= 0 ? `Noch ${de.format(left)} QIS übrig` : `${de.format(-left)} QIS darüber`,
    );
    await expect(page.getByTestId('diary-slot-noon')).toContainText('Mittags');

    // Print: the day and the weeks on paper, the controls off it.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Tag und Woche drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('diary-left')).toBeVisible();
    await expect(page.getByTestId('diary-days-in-range')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hinzufügen' })).toBeHidden();
    await page.screenshot({ path: 'test-results/diary-print.png', fullPage: true });
  });

  test.describe('before the service worker is installed', () => {
    // The write queue alone, as on a first visit before the portal's worker (docs/diary.md#offline) has
    // installed: the browser cannot load the page offline. A reload through the worker is diaryOffline.spec.ts.
    test.use({ serviceWorkers: 'block' });

    test('offline: the entry is kept, shown as waiting, and saved once when the network returns', async ({
      page,
      context,
    }) => {
      await page.goto('/fr/diary');
      await expect(page.getByTestId('diary-left')).toBeVisible({ timeout: 30_000 });
      const today = await todayOf(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/diary/entries') && request.method() === 'POST')
          posts.push(request.url());
      });
      await context.setOffline(true);
      await page.getByRole('radio', { name: 'Ajout rapide' }).check();
      await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
      await page.getByRole('textbox', { name: 'Nom' }).fill('Thé au lait hors ligne');
      await page.getByRole('spinbutton', { name: 'QIS' }).fill('3');
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(
        page.getByText('en attente d’envoi').or(page.getByText("en attente d'envoi")),
      ).toBeVisible();
      await expect(page.getByText(/1 entrée attend le réseau/)).toBeVisible();
      const kept = await page.evaluate(() => localStorage.getItem('qis-diary-pending'));
      expect(kept).toContain('Thé au lait hors ligne');
      const pendingId = (JSON.parse(kept!) as { request: { clientId: string } }[])[0]!.request.clientId;
      await expectNoAxeViolations(page); // offline, an entry waiting

      // A reload while still fully offline. No service worker yet, so the browser cannot load the portal
      // (its own "no internet" page): what this proves is that the waiting entry outlives that reload and is
      // sent once when the portal loads again online. (Loading the portal itself offline is not done.)
      const offlineReload = await page.reload().then(
        () => null,
        (error: Error) => error,
      );
      expect(offlineReload?.message).toMatch(/ERR_INTERNET_DISCONNECTED/);
      await context.setOffline(false);
      await page.goto('/fr/diary');
      await expect(page.getByText(/attend le réseau/)).toBeHidden();
      await expect(page.getByTestId('diary-slot-noon')).toContainText('Thé au lait hors ligne');
      await page.reload();
      await expect(page.getByTestId('diary-left')).toBeVisible();
      const after = await readDay(page);
      expect(after.date).toBe(today);
      expect(after.entries.filter((entry) => entry.clientId === pendingId)).toHaveLength(1);
      expect(posts.length).toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => localStorage.getItem('qis-diary-pending'))).toBeNull();
      await expect(page.getByTestId('diary-slot-noon')).toContainText('Thé au lait hors ligne');
    });
  });

  test('the chat’s “left today” equals the diary’s, and the week chart shows the seeded days', async ({
    page,
  }) => {
    await page.goto('/fr/diary');
    await expect(page.getByTestId('diary-left')).toBeVisible({ timeout: 30_000 });
    const day = await readDay(page);
    const left = day.totals.left!;
    await expect(page.getByTestId('diary-left')).toContainText(fr.format(Math.abs(left)));

    const summaryResponse = page.waitForResponse((r) => r.url().includes('/api/diary/summary') && r.ok());
    await page.getByRole('radio', { name: '28 derniers jours' }).check();
    const summary = (await (await summaryResponse).json()) as DiarySummary;
    expect(summary.daysWithEntries).toBeGreaterThanOrEqual(14);
    await expect(page.getByTestId('diary-week-bar')).toHaveCount(28);
    await expect(page.getByTestId('diary-days-in-range')).toHaveText(
      `${fr.format(summary.daysInRange)} ${summary.daysInRange === 1 ? 'jour' : 'jours'} sur 28 dans votre fourchette`,
    );

    await page.goto('/fr/chat');
    const field = page.getByRole('textbox', { name: 'Votre question' });
    await expect(field).toBeVisible();
    await field.fill("Combien de QIS me reste-t-il aujourd'hui ?");
    await field.press('Enter');
    let answer = '';
    await expect
      .poll(
        async () => {
          const history = await api<{ ai: string; status: string }[]>(page, '/api/chat/history');
          answer = history.at(-1)?.ai ?? '';
          return history.at(-1)?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('done');
    const figure = fr.format(Math.abs(left));
    expect(answer).toContain(left >= 0 ? `Il vous reste ${figure} QIS` : `Vous avez ${figure} QIS de trop`);
    expect(answer).toContain(`/fr/diary?date=`);
  });
});
