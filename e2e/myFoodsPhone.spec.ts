import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DiarySearchResult, MyFood, MyRecipe } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { createOwnMember, signInAs } from './ownMember';

// Issue 28 on a 390 × 844 phone: a member's recipe, opened and edited, in the languages whose words run
// longest. Nothing may run past the screen's edge, and a figure is never cut over two lines.

/** Set E2E_SCREENSHOTS to a folder to keep what the member sees. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The screen's words in each language (mfe-nutrition/src/myFoods/locales). */
const TEXTS = {
  fr: {
    title: 'Mes aliments et recettes',
    open: (name: string) => `Ouvrir ${name}`,
    edit: (name: string) => `Modifier ${name}`,
    close: 'Fermer',
    editTitle: 'Modifier la recette',
    gramsOf: (name: string) => `Grammes de ${name}`,
    searchLabel: 'Aliment',
    search: 'Rechercher',
    results: 'Aliments trouvés',
  },
  de: {
    title: 'Meine Lebensmittel und Rezepte',
    open: (name: string) => `${name} öffnen`,
    edit: (name: string) => `${name} bearbeiten`,
    close: 'Schließen',
    editTitle: 'Rezept bearbeiten',
    gramsOf: (name: string) => `Gramm ${name}`,
    searchLabel: 'Lebensmittel',
    search: 'Suchen',
    results: 'Gefundene Lebensmittel',
  },
  nl: {
    title: 'Mijn voedingsmiddelen en recepten',
    open: (name: string) => `${name} openen`,
    edit: (name: string) => `${name} bewerken`,
    close: 'Sluiten',
    editTitle: 'Recept bewerken',
    gramsOf: (name: string) => `Gram ${name}`,
    searchLabel: 'Voedingsmiddel',
    search: 'Zoeken',
    results: 'Gevonden voedingsmiddelen',
  },
} as const;

/** Words that find long catalogue names in each language, and the member's own food with a long name. */
const WORDS: Record<keyof typeof TEXTS, { search: string[]; own: string }> = {
  fr: { search: ['pomme de terre', 'yaourt'], own: 'Granola maison aux noisettes et au miel' },
  de: { search: ['Kartoffel', 'Joghurt'], own: 'Selbstgemachtes Haselnussmüsli mit Honig' },
  nl: { search: ['aardappel', 'yoghurt'], own: 'Zelfgemaakte granola met hazelnoten en honing' },
};

/** A call of the API as the signed-in member, from the page (its token and CSRF cookie). */
function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'X-XSRF-TOKEN': decodeURIComponent(csrf),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, url, body },
  );
}

/** Elements inside `scope` whose content is wider than their box, or that reach past the screen. */
function overflowing(scope: Locator) {
  return scope.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0) return false;
        const style = getComputedStyle(element);
        // A field scrolls its own text, and a box that scrolls sideways does so on purpose.
        const scrolls =
          element instanceof HTMLInputElement || style.overflowX === 'auto' || style.overflowX === 'scroll';
        return box.right > width + 0.5 || (!scrolls && element.scrollWidth > element.clientWidth + 1);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
  });
}

/** Cells holding a figure (grams, kcal, QIS) that wrap over more than one line. */
function wrappedFigures(scope: Locator) {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('td, dd, input')]
      .filter((element) => /^\s*[\d\s.,]+\s*(g|kcal|QIS)\s*$/u.test(element.textContent ?? ''))
      .filter((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((element) => element.textContent),
  );
}

/** Words of the ingredients' names cut over two lines although the column could hold them whole. */
function brokenWords(scope: Locator) {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('tbody td:first-child')].flatMap((cell) => {
      const text = cell.firstChild;
      if (!(text instanceof Text)) return [];
      const style = getComputedStyle(cell);
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...text.data.matchAll(/\S+/gu)].flatMap((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const width = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
        return lines.size > 1 && width <= room ? [match[0]] : [];
      });
    }),
  );
}

for (const locale of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  test(`a recipe opened and edited on a phone in ${locale}: nothing runs past the screen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[locale];
    await signInAs(page, await createOwnMember(`phone-recipe-${locale}`), locale as Locale);
    const words = WORDS[locale];
    const own = await api<MyFood>(page, 'POST', '/api/my-foods', {
      name: words.own,
      kcalPer100g: 452,
      portion: { label: '1', grams: 60 },
      locale,
    });
    const ingredients: { foodId?: number; myFoodId?: string; grams: number }[] = [
      { myFoodId: own.id, grams: 1250 },
    ];
    for (const search of words.search) {
      const found = await api<DiarySearchResult[]>(
        page,
        'GET',
        `/api/diary/foods?q=${encodeURIComponent(search)}&locale=${locale}`,
      );
      const longest = found
        .filter((result): result is Extract<DiarySearchResult, { kind: 'food' }> => result.kind === 'food')
        .sort((a, b) => b.name.length - a.name.length)[0]!;
      ingredients.push({ foodId: longest.foodId, grams: 2500 });
    }
    const recipe = await api<MyRecipe>(page, 'POST', `/api/my-recipes?locale=${locale}`, {
      name: `${words.own} (${locale})`,
      servings: 12,
      ingredients,
      locale,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/my-foods`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title, { timeout: 30_000 });
    await expect(page.getByText(recipe.name).first()).toBeVisible();
    expect(await overflowing(page.locator('main'))).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-foods-${locale}-phone.png`, fullPage: true });

    await page.getByRole('button', { name: t.open(recipe.name) }).click();
    const view = page.getByRole('dialog', { name: recipe.name });
    await expect(view.getByTestId('recipe-qis')).toBeVisible();
    expect(await overflowing(view)).toEqual([]);
    expect(await wrappedFigures(view)).toEqual([]);
    expect(await brokenWords(view)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-recipe-${locale}-phone.png`, fullPage: true });
    await view.getByRole('button', { name: t.close }).first().click();

    await page.getByRole('button', { name: t.edit(recipe.name) }).click();
    const form = page.getByRole('dialog', { name: t.editTitle });
    await expect(form.getByRole('textbox', { name: t.gramsOf(own.name) })).toBeVisible();
    await form.getByRole('searchbox', { name: t.searchLabel }).fill(words.search[0]!);
    await form.getByRole('button', { name: t.search, exact: true }).click();
    await expect(form.getByRole('list', { name: t.results })).toBeVisible();
    expect(await overflowing(form)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-recipe-form-${locale}-phone.png`, fullPage: true });
  });
}
