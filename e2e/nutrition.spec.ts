import { expect, type Page } from '@playwright/test';
import type { MealPlanResponse } from '@qis/contract/api';
import { openHome, test } from './support';

/** The spec's example member: 80 kg, 35 years, female, sitting → (8.7 × 80 + 829) × 1.6 = 2440 kcal. */
const MEMBER = {
  weight: '80',
  age: '35',
  gender: 'Femme',
  activity: 'Assis (travail de bureau, tâches ménagères)',
};
const NEED = { bmr: 203, min: 150, max: 163, minKcal: 1800, maxKcal: 1952 };

async function answerQuestionnaire(page: Page) {
  await page.locator('input[name="weight"]').fill(MEMBER.weight);
  await page.locator('input[name="age"]').fill(MEMBER.age);
  await page.getByLabel(MEMBER.gender, { exact: true }).check();
  await page.getByLabel(MEMBER.activity, { exact: true }).check();
}

test.describe('nutrition', () => {
  test.beforeEach(async ({ page }) => {
    await openHome(page, 'fr');
  });

  test('meal plan: the need and range of the spec formula, every day in range, recipes open and print', async ({
    page,
  }) => {
    await page.goto('/fr/meal-plan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Votre plan alimentaire hebdomadaire individuel',
    );
    // An invalid submit shows every message.
    await page.getByRole('button', { name: 'Soumettre' }).click();
    await expect(page.getByText('Veuillez saisir votre poids.')).toBeVisible();
    await expect(page.getByText("Veuillez sélectionner un niveau d'activité.")).toBeVisible();

    await answerQuestionnaire(page);
    const planResponse = page.waitForResponse((r) => r.url().includes('/api/meal-plan/create'));
    await page.getByRole('button', { name: 'Soumettre' }).click();
    await expect(page).toHaveURL(/\/fr\/meal-plan\/results\?/);
    const plan = (await (await planResponse).json()) as MealPlanResponse;

    expect(plan).toMatchObject({ bmr: NEED.bmr, min: NEED.min, max: NEED.max });
    expect(plan.mealPlans).toHaveLength(7);
    for (const day of plan.mealPlans) {
      expect(day.totalCalories).toBeGreaterThanOrEqual(NEED.minKcal);
      expect(day.totalCalories).toBeLessThanOrEqual(NEED.maxKcal);
    }
    expect(plan.combinations).toBeGreaterThan(0);
    await expect(page.getByText(`Votre dépense énergétique quotidienne : ${NEED.bmr} QIS`)).toBeVisible();
    await expect(page.getByText(new RegExp(`${NEED.min} à ${NEED.max} QIS`))).toBeVisible();
    await expect(
      page.getByText('Veuillez consulter votre médecin avant de commencer tout régime.'),
    ).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(7);

    // Every recipe opens in the modal, which prints.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    // The recipes' buttons; each has a swap button beside it, which opens no recipe.
    const recipes = page
      .locator('table tbody button')
      .filter({ hasNotText: /^(Swap|Échanger|Tauschen|Ruilen)$/ });
    expect(await recipes.count()).toBe(28);
    for (let index = 0; index < 28; index += 1) {
      // The button shows the recipe's name followed by its QIS.
      const name = (await recipes.nth(index).textContent())!.replace(/\s*\d+(\s*QIS)?\s*$/, '').trim();
      await recipes.nth(index).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').first()).toHaveText(name);
      await expect(dialog.getByText('Ingrédients')).toBeVisible();
      if (index === 0) await dialog.getByRole('button', { name: 'Imprimer la recette' }).click();
      await dialog.getByRole('button', { name: 'Fermer' }).last().click();
      await expect(dialog).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // The plan survives a reload; Back clears it.
    await page.reload();
    await expect(page.getByText(`Votre dépense énergétique quotidienne : ${NEED.bmr} QIS`)).toBeVisible();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/fr\/meal-plan$/);
    await expect(page.locator('input[name="weight"]')).toHaveValue('');
  });

  test('results without their parameters go back to the questionnaire', async ({ page }) => {
    await page.goto('/fr/meal-plan/results?weight=80&age=35');
    await expect(page).toHaveURL(/\/fr\/meal-plan$/);
  });

  test('calculator: "Calculer" shows the daily QIS and range, "Nouveau calcul" returns to the form', async ({
    page,
  }) => {
    await page.goto('/fr/qis/calculator');
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'Calculer' }).click();
    await expect(page.getByText(`${NEED.bmr} QIS`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${NEED.min} à ${NEED.max} QIS`)).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau calcul' }).click();
    await expect(page.locator('input[name="weight"]')).toBeVisible();
  });

  test('QIS table: the first category by default, then another one, each with foods and QIS', async ({
    page,
  }) => {
    await page.goto('/fr/qis/table');
    const select = page.getByLabel('Catégorie');
    await expect(select).toHaveValue('Alkoholische Getränke');
    await page.getByRole('button', { name: 'Afficher les aliments' }).click();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await select.selectOption('Obst');
    await page.getByRole('button', { name: 'Afficher les aliments' }).click();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(10);
  });

  for (const [locale, query, expected] of [
    ['fr', 'pomme', /pomme/i],
    ['de', 'Apfel', /apfel/i],
    ['en', 'apple', /apple/i],
    ['nl', 'appel', /appel/i],
    ['en', 'yoghurt', /yog(h)?urt/i],
    ['de', 'Joghurt', /joghurt/i],
  ] as const) {
    test(`food database (${locale}): "${query}" finds the obvious food in the top 3`, async ({ page }) => {
      await page.goto(`/${locale}/useful/food-database`);
      const search = page.locator('input[type="search"], input[name="searchText"]').first();
      await expect(search).toHaveAttribute('maxlength', '30');
      await search.fill(query);
      await search.press('Enter');
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      const top = await rows.evaluateAll((all) => all.slice(0, 3).map((row) => row.textContent ?? ''));
      expect(top.some((text) => expected.test(text))).toBe(true);
    });
  }
});
