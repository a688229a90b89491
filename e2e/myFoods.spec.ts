import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DiaryDay } from '@qis/contract/api';
import { signIn } from './support';

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

const todayOf = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

async function readDay(page: Page): Promise<DiaryDay> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/api/diary/days/${await todayOf(page)}?locale=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DiaryDay;
}

test.describe('my foods', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a food from its label, logged as 80 g and one portion: the day counts both', async ({ page }) => {
    await signIn(page, 'fr');
    // A name of its own per run: the demo member keeps what earlier runs created.
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
    await expect(page.getByText(name)).toBeVisible();
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
});
