import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { MealPlanResponse } from '@qis/contract/api';
import { servedOf } from './mealPlan';
import { openHome, test } from './support';

/**
 * A heavy, active member (40 years, 250 kg, high activity at work and in leisure): a range of
 * 262–381 QIS that no day of whole portions reaches, so the plan serves scaled portions.
 */
const HEAVY = {
  weight: '250',
  age: '40',
  gender: 'Femme',
  activity: 'Activité physique élevée au travail et pendant les loisirs',
};

const FACTOR = /^(½|¾|\d+[¼½¾]?) ×/;
const fraction = (factor: number) => {
  const whole = Math.floor(factor);
  const rest = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' }[factor - whole] ?? '?';
  return whole === 0 ? rest : `${whole}${rest}`;
};

async function askForPlan(page: Page, member: typeof HEAVY) {
  await page.goto('/fr/meal-plan');
  await page.locator('input[name="weight"]').fill(member.weight);
  await page.locator('input[name="age"]').fill(member.age);
  await page.getByLabel(member.gender, { exact: true }).check();
  await page.getByLabel(member.activity, { exact: true }).check();
  const answer = page.waitForResponse((r) => r.url().includes('/api/meal-plan/create'));
  await page.getByRole('button', { name: 'Soumettre' }).click();
  return answer;
}

test.describe('meal plan portions', () => {
  test.beforeEach(async ({ page }) => {
    await openHome(page, 'fr');
  });

  test('a heavy, active member gets a plan in range whose portions show in the table, the dialog and print', async ({
    page,
  }) => {
    const response = await askForPlan(page, HEAVY);
    expect(response.status()).toBe(200);
    const plan = (await response.json()) as MealPlanResponse;
    expect(plan).toMatchObject({ min: 262, max: 381, portions: 'scaled' });
    for (const day of plan.mealPlans) {
      expect(day.totalQis).toBeGreaterThanOrEqual(262);
      expect(day.totalQis).toBeLessThanOrEqual(381);
    }
    await expect(
      page.getByText(/chaque recette est servie dans les portions indiquées à côté/),
    ).toBeVisible();

    // The table: every recipe starts with its factor, the API's, and shows the QIS eaten.
    // The recipes' buttons (each also has a swap button beside it).
    const buttons = page.locator('table tbody button').filter({ hasNotText: 'Échanger' });
    const texts = await buttons.allTextContents();
    const served = plan.mealPlans.flatMap(servedOf);
    expect(texts).toHaveLength(served.length);
    texts.forEach((text, index) => {
      const recipe = served[index]!;
      expect(text).toMatch(FACTOR);
      expect(text).toBe(`${fraction(recipe.serving.factor)} × ${recipe.name}${recipe.serving.qis} QIS`);
    });
    const totals = await page.locator('table tbody tr td:last-child').allTextContents();
    expect(totals).toEqual(plan.mealPlans.map((day) => `${day.totalQis} QIS`));

    // The dialog: the portions eaten, their QIS and the grams of each ingredient of the share.
    const index = served.findIndex((recipe) => recipe.serving.factor !== 1);
    const recipe = served[index]!;
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog', { name: recipe.name });
    await expect(dialog.getByText('Votre part', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(`${fraction(recipe.serving.factor)} × 1 portion = ${recipe.serving.qis} QIS`),
    ).toBeVisible();
    const rows = dialog.locator('table tbody tr');
    await expect(rows).toHaveCount(recipe.serving.ingredients.length);
    const first = recipe.serving.ingredients[0]!;
    await expect(rows.first()).toContainText(first.text);
    await expect(rows.first()).toContainText(
      `${new Intl.NumberFormat('fr', { maximumFractionDigits: first.grams < 10 ? 1 : 0 }).format(first.grams)} g`,
    );

    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
    expect(await serious()).toEqual([]);

    // Printing the open recipe prints the dialog, portions included.
    await page.emulateMedia({ media: 'print' });
    await expect(
      dialog.getByText(`${fraction(recipe.serving.factor)} × 1 portion = ${recipe.serving.qis} QIS`),
    ).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();

    // Printing the plan: the print title, the table with its factors, no buttons bar.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Plan de repas hebdomadaire individuel')).toBeVisible();
    await expect(buttons.first()).toBeVisible();
    await expect(buttons.first()).toHaveText(texts[0]!);
    await expect(page.getByRole('button', { name: 'Imprimer le plan' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    expect(await serious()).toEqual([]);

    // A reload keeps the plan and its factors (the stored state), without asking again.
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/meal-plan/create')) asked += 1;
    });
    await page.reload();
    await expect(buttons.first()).toHaveText(texts[0]!);
    expect(await buttons.allTextContents()).toEqual(texts);
    expect(asked).toBe(0);
  });

  test('a range no plan reaches is explained with the range and the experts’ contact, not the error page', async ({
    page,
  }) => {
    const response = await askForPlan(page, { ...HEAVY, weight: '500', age: '15', gender: 'Homme' });
    expect(response.status()).toBe(422);
    const notice = page.getByRole('region', { name: 'Aucun plan de repas n’atteint votre fourchette' });
    await expect(notice).toContainText('Votre fourchette recommandée est de 819 à 1 191 QIS par jour.');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await expect(page).toHaveURL(/\/fr\/meal-plan\/results\?/);
    await notice.getByRole('link', { name: 'Contacter les experts' }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
  });
});
