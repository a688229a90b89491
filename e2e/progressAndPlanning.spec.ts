import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { MealPlanAlternativesResponse, MealPlanResponse } from '@qis/contract/api';
import { servedOf } from './mealPlan';
import { openHome, test } from './support';

const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );

test.describe('weight trend and goal', () => {
  test("the demo member's chart shows the trend, the goal, the weekly rate and a projected date", async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/profile');
    const chart = page.getByRole('region', { name: 'Votre évolution de poids' });
    await expect(chart.getByText('Objectif 72 kg', { exact: true })).toBeVisible();
    await expect(chart.getByText('Tendance', { exact: true })).toBeVisible();
    await expect(chart.getByText('Votre poids', { exact: true })).toBeVisible();
    // Eight weeks losing about 0.45 kg a week (the seed): the trend falls, towards 72 kg.
    await expect(
      chart.getByText(/^Tendance : -0,\d\d kg par semaine sur les 4 dernières semaines$/),
    ).toBeVisible();
    await expect(
      chart.getByText(/^Objectif de 72 kg : à ce rythme, vers le \d{1,2} \S+ 20\d\d$/),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Vos poids et leur tendance/ })).toBeAttached();
    await chart.screenshot({ path: test.info().outputPath('chart.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('a member of its own', () => {
    // It signs in as the member it creates.
    test.use({ signedIn: false });

    test('a member whose weights rise reads "not at this pace"', async ({ page }) => {
      const email = `rising.${Date.now()}@example.com`;
      await run(
        process.execPath,
        [
          path.join(ROOT, 'mock-api', 'dist', 'members', 'createMemberCli.js'),
          ...[
            '--email',
            email,
            '--password',
            'rising weights',
            '--first-name',
            'Inès',
            '--last-name',
            'Martin',
          ],
        ],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: path.join(ROOT, '.data', 'e2e') } },
      );
      await page.goto('/en/login');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('rising weights');
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/en\/home$/);
      // A goal of 70 kg and four weeks of weights going up, saved through the API as the forms would.
      const statuses = await page.evaluate(async (address) => {
        const headers = {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'x-xsrf-token': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
        };
        const answers: number[] = [];
        const profile = {
          firstName: 'Inès',
          lastName: 'Martin',
          email: address,
          birthMonth: 4,
          birthYear: 1990,
          desiredWeight: 70,
          gender: 'female',
        };
        answers.push(
          (await fetch('/api/profile', { method: 'POST', headers, body: JSON.stringify({ profile }) }))
            .status,
        );
        const today = Date.UTC(
          new Date().getUTCFullYear(),
          new Date().getUTCMonth(),
          new Date().getUTCDate(),
        );
        for (let daysAgo = 28; daysAgo >= 0; daysAgo -= 4) {
          const date = new Date(today - daysAgo * 86_400_000).toISOString();
          const weight = 80 + (28 - daysAgo) * 0.06;
          answers.push(
            (
              await fetch('/api/profile/weight', {
                method: 'POST',
                headers,
                body: JSON.stringify({ weight, date }),
              })
            ).status,
          );
        }
        return answers;
      }, email);
      expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
      await page.goto('/en/profile');
      await expect(page.getByText('Goal of 70 kg: not at this pace')).toBeVisible();
      await expect(page.getByText(/^Trend: \+0\.\d\d kg per week over the last 4 weeks$/)).toBeVisible();
    });
  });
});

test.describe('swap a meal and the shopping list', () => {
  // A whole journey (plan, swap, reload, print, list, reload, print) with three axe runs.
  test.describe.configure({ timeout: 180_000 });
  test("swapping Tuesday's dinner keeps Tuesday in range, survives a reload and prints; the list adds up the week", async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/meal-plan');
    await page.locator('input[name="weight"]').fill('80');
    await page.locator('input[name="age"]').fill('35');
    await page.getByLabel('Femme', { exact: true }).check();
    await page.getByLabel('Assis (travail de bureau, tâches ménagères)', { exact: true }).check();
    const created = page.waitForResponse((r) => r.url().includes('/api/meal-plan/create'));
    await page.getByRole('button', { name: 'Soumettre' }).click();
    const plan = (await (await created).json()) as MealPlanResponse;
    const tuesday = page.getByRole('row', { name: /^Mardi/ });
    await expect(tuesday).toBeVisible();

    const answer = page.waitForResponse((r) => r.url().includes('/api/meal-plan/alternatives'));
    await page.getByRole('button', { name: 'Échanger : Soir, Mardi' }).click();
    const offered = (await (await answer).json()) as MealPlanAlternativesResponse;
    expect(offered.alternatives.length).toBeGreaterThan(0);
    for (const option of offered.alternatives) {
      expect(option.totalQis).toBeGreaterThanOrEqual(plan.min);
      expect(option.totalQis).toBeLessThanOrEqual(plan.max);
    }
    const dialog = page.getByRole('dialog', { name: 'Échanger : Soir, Mardi' });
    await expect(dialog.getByRole('listitem')).toHaveCount(offered.alternatives.length);
    expect(await seriousViolations(page)).toEqual([]);
    const chosen = offered.alternatives[0]!;
    await dialog.getByRole('button', { name: new RegExp(chosen.recipe.name.replace(/[()]/g, '.')) }).click();
    await expect(dialog).toBeHidden();
    await expect(
      tuesday.getByRole('button', { name: new RegExp(chosen.recipe.name.replace(/[()]/g, '.')) }),
    ).toBeVisible();
    await expect(tuesday.locator('td').last()).toHaveText(`${chosen.totalQis} QIS`);

    await page.reload();
    await expect(
      tuesday.getByRole('button', { name: new RegExp(chosen.recipe.name.replace(/[()]/g, '.')) }),
    ).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(tuesday.getByText(chosen.recipe.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Échanger : Soir, Mardi' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The shopping list: one food's grams equal the sum over the week's served recipes, swap included.
    const week = plan.mealPlans.map((day, index) => (index === 1 ? { ...day, dinner: chosen.recipe } : day));
    const lines = week.flatMap(servedOf).flatMap((recipe) => recipe.serving.ingredients);
    const food = chosen.recipe.serving.ingredients[0]!.food;
    const grams = lines
      .filter((line) => line.food.key === food.key)
      .reduce((sum, line) => sum + line.grams, 0);
    await page.getByRole('link', { name: 'Liste de courses' }).click();
    await expect(
      page.getByRole('heading', { name: 'Liste de courses de la semaine', level: 1 }),
    ).toBeVisible();
    const amount =
      grams >= 1000
        ? `${new Intl.NumberFormat('fr', { maximumFractionDigits: 2 }).format(grams / 1000)} kg`
        : `${new Intl.NumberFormat('fr', { maximumFractionDigits: grams < 10 ? 1 : 0 }).format(grams)} g`;
    const item = page.getByRole('checkbox', { name: `${food.name} ${amount}`, exact: true });
    await expect(item).toBeVisible();
    await item.check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `${food.name} ${amount}`, exact: true })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimer la liste' })).toBeHidden();
    await page.pdf({ path: test.info().outputPath('shopping-list.pdf'), format: 'A4' });
    await page.screenshot({ path: test.info().outputPath('shopping-list-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Back on the plan, Back still clears it.
    await page.getByRole('link', { name: 'Retour au plan' }).click();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/fr\/meal-plan$/);
  });
});
