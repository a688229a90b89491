import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { DiarySearchResult } from '@qis/contract/api';
import { apiGet, pageDay, readDay, saveNoonAsMeal } from './diaryDays';
import { openHome, test } from './support';

/** Set E2E_SCREENSHOTS to a folder to keep the new screens on a desktop and a 390 px phone. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The kcal per 100 g the catalogue gives a food, read from the diary's search as the member sees it. */
async function catalogueKcal(page: Page, words: string, name: string): Promise<number> {
  const found = await apiGet<DiarySearchResult[]>(
    page,
    `/api/diary/foods?q=${encodeURIComponent(words)}&locale=fr`,
  );
  const food = found.find((result) => result.kind === 'food' && result.name === name);
  expect(food, name).toBeDefined();
  return (food as { kcalPer100g: number }).kcalPer100g;
}

/** Finds a food through the recipe form's search and adds its first result (or the one named) with its grams. */
async function addIngredient(dialog: Locator, words: string, grams: string, name?: string): Promise<string> {
  const search = dialog.getByRole('searchbox', { name: 'Aliment' });
  await search.fill(words);
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  const results = dialog.getByRole('list', { name: 'Aliments trouvés' });
  const button = name
    ? results.getByRole('button', { name: `Ajouter ${name} à la recette` })
    : results.getByRole('button', { name: /^Ajouter .* à la recette$/ }).first();
  const label = (await button.getAttribute('aria-label'))!;
  const chosen = label.replace(/^Ajouter /, '').replace(/ à la recette$/, '');
  await button.click();
  const field = dialog.getByRole('textbox', { name: `Grammes de ${chosen}` });
  await expect(field).toBeFocused();
  await field.fill(grams);
  return chosen;
}

test.describe('my foods', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a food from its label, logged as 80 g and one portion: the day counts both', async ({ page }) => {
    await openHome(page, 'fr');
    // A name of its own per test: the member keeps what earlier tests created.
    const name = `Barre Zorblax ${Date.now().toString(36)}`;
    await page.goto('/fr/diary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal QIS', { timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Chercher un aliment' }).fill(name);
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await page.getByRole('link', { name: 'Introuvable ? Créez-le' }).click();

    const dialog = page.getByRole('dialog', { name: 'Nouvel aliment' });
    await expect(dialog.getByRole('textbox', { name: 'Nom' })).toHaveValue(name, { timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'kcal pour 100 g' }).fill('410');
    await dialog.getByRole('textbox', { name: 'Portion', exact: true }).fill('1 barre');
    await dialog.getByRole('textbox', { name: 'Grammes par portion' }).fill('45');
    await expectNoAxeViolations(page);
    await shoot(page, 'my-food-form');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText('34 QIS pour 100 g (410 kcal) · 15 QIS par 1 barre (45 g)')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-foods');

    await page.goto('/fr/diary');
    const before = await readDay(page);
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
    await page.getByRole('searchbox', { name: 'Chercher un aliment' }).fill(name);
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    const mine = page.getByRole('list', { name: 'Vos aliments et recettes' });
    await mine.getByRole('button', { name: new RegExp(name) }).click();
    await expectNoAxeViolations(page);
    await shoot(page, 'diary-own-food');
    const adding = page.getByRole('form', { name: `Quantité de ${name}` });
    await adding.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText(`Ajouté : ${name}.`).first()).toBeVisible();
    await adding.getByRole('combobox', { name: 'Unité' }).selectOption('grams');
    await adding.getByRole('spinbutton', { name: 'Quantité' }).fill('80');
    await adding.getByRole('button', { name: 'Ajouter' }).click();

    await expect
      .poll(async () => (await readDay(page)).entries.filter((entry) => entry.name === name).length)
      .toBe(2);
    const after = await readDay(page);
    const mineWritten = after.entries.filter((entry) => entry.name === name);
    // one portion: 45 g × 410 / 100 / 12 = 15.4 → 15; 80 g: 27.3 → 27
    expect(mineWritten.map((entry) => entry.qis).sort()).toEqual([15, 27]);
    expect(after.totals.eaten - before.totals.eaten).toBe(42);
  });

  test('a recipe of two catalogue foods and the member’s own; 1.5 servings counted; the written day kept; a saved meal added once', async ({
    page,
  }) => {
    await openHome(page, 'fr');
    const run = Date.now().toString(36);
    const own = `Granola e2e ${run}`;
    const recipe = `Porridge e2e ${run}`;
    const meal = `Midi e2e ${run}`;

    await page.goto('/fr/my-foods');
    await page.getByRole('button', { name: 'Nouvel aliment' }).click();
    const foodDialog = page.getByRole('dialog', { name: 'Nouvel aliment' });
    await foodDialog.getByRole('textbox', { name: 'Nom' }).fill(own);
    await foodDialog.getByRole('textbox', { name: 'kcal pour 100 g' }).fill('450');
    await foodDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(own, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nouvelle recette' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle recette' });
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(recipe);
    await dialog.getByRole('textbox', { name: 'Parts' }).fill('4');
    const first = await addIngredient(dialog, 'pomme', '300');
    const second = await addIngredient(dialog, 'riz', '200');
    await addIngredient(dialog, own, '100', own);
    await expect(
      dialog.getByRole('list', { name: 'Aliments trouvés' }).getByText('votre aliment'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-recipe-form');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    // The sum of the ingredients' kcal (the catalogue's as the search gives them, the member's own), per serving.
    const kcalTotal =
      ((await catalogueKcal(page, 'pomme', first)) * 300) / 100 +
      ((await catalogueKcal(page, 'riz', second)) * 200) / 100 +
      (450 * 100) / 100;
    const kcalPerServing = kcalTotal / 4;
    const opened = page.getByRole('dialog', { name: recipe });
    await expect(opened.getByTestId('recipe-qis')).toHaveText(`${Math.round(kcalPerServing / 12)} QIS`);
    await expect(opened.getByTestId('recipe-kcal')).toHaveText(`${Math.round(kcalPerServing)} kcal`);
    await expect(opened.getByRole('button', { name: 'Imprimer la recette' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-recipe');
    await opened.getByRole('button', { name: 'Fermer' }).first().click();
    await expectNoAxeViolations(page);
    await shoot(page, 'my-foods-with-recipe');

    // 1.5 servings: round(kcal per serving × 1.5 / 12), from the exact kcal, not 1.5 × a rounded QIS.
    await page.goto('/fr/diary');
    const before = await readDay(page);
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('noon');
    await page.getByRole('searchbox', { name: 'Chercher un aliment' }).fill(recipe);
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await page
      .getByRole('list', { name: 'Vos aliments et recettes' })
      .getByRole('button', { name: new RegExp(recipe) })
      .click();
    const adding = page.getByRole('form', { name: `Quantité de ${recipe}` });
    await adding.getByRole('spinbutton', { name: 'Parts' }).fill('1.5');
    await adding.getByRole('button', { name: 'Ajouter' }).click();
    const servingsQis = Math.round((kcalPerServing * 1.5) / 12);
    await expect
      .poll(async () => (await readDay(page)).entries.find((entry) => entry.name === recipe)?.qis)
      .toBe(servingsQis);
    const written = await readDay(page);
    expect(written.totals.eaten - before.totals.eaten).toBe(servingsQis);

    // Editing the food afterwards changes the recipe as read now, never the day already written.
    await page.goto('/fr/my-foods');
    await page.getByRole('button', { name: `Modifier ${own}` }).click();
    const editing = page.getByRole('dialog', { name: "Modifier l'aliment" });
    await editing.getByRole('textbox', { name: 'kcal pour 100 g' }).fill('900');
    await editing.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(editing).toBeHidden();
    const kept = await readDay(page);
    expect(kept.totals.eaten).toBe(written.totals.eaten);
    expect(kept.entries.find((entry) => entry.name === recipe)?.qis).toBe(servingsQis);

    // Today's noon saved as a meal, then added to yesterday's evening in one tap: its entries arrive once.
    await page.goto('/fr/diary');
    await saveNoonAsMeal(page, meal);
    const noonCount = kept.entries.filter((entry) => entry.slot === 'noon').length;

    const yesterday = await pageDay(page, -1);
    const evening = async () =>
      (await readDay(page, yesterday)).entries.filter((entry) => entry.slot === 'evening').length;
    const eveningBefore = await evening();
    await page.goto(`/fr/diary?date=${yesterday}`);
    await page.getByRole('radio', { name: 'Un repas enregistré' }).check();
    await page.getByRole('combobox', { name: 'Repas' }).selectOption('evening');
    const meals = page.getByRole('list', { name: 'Mes repas' });
    await expectNoAxeViolations(page);
    await shoot(page, 'diary-my-meals');
    await meals.getByRole('button', { name: `Ajouter ${meal} (Soir)` }).click();
    await expect.poll(evening).toBe(eveningBefore + noonCount);
  });
});
