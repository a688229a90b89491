import { describe, expect, it } from '@jest/globals';
import {
  buildCatalogue,
  CatalogueError,
  CatalogueStore,
  readRecipeContent,
  toRecipe,
  type FoodEnergyLookup,
  type RecipeContent,
} from './catalogue';

const texts = (en: string) => ({ en, fr: `${en} (fr)`, de: `${en} (de)`, nl: `${en} (nl)` });

const recipe = (id: string, portions: number, ingredients: [string, number][]): RecipeContent => ({
  id,
  portions,
  name: texts(`Name ${id}`),
  ingredients: ingredients.map(([code, grams]) => ({
    food: { source: 'ciqual', code },
    grams,
    text: texts(`${grams} g of ${code}`),
  })),
  preparation: texts(`Cook ${id}.`),
});

const content = {
  morning: [
    recipe('morning-a', 2, [
      ['1', 200],
      ['2', 50],
    ]),
  ],
  noon: [recipe('noon-a', 1, [['1', 100]])],
  evening: [recipe('evening-a', 4, [['2', 400]])],
  snack: [recipe('snack-a', 1, [['3', 33]])],
};

const lookup = (values: Record<string, number | null>): FoodEnergyLookup => ({
  findBySourceCodes: async (refs) =>
    new Map(
      refs
        .filter(({ code }) => code in values)
        .map(({ source, code }) => [`${source}:${code}`, { kcal: values[code] ?? null }]),
    ),
});

describe('buildCatalogue', () => {
  it('computes kcal per portion as Σ grams × kcal/100 ÷ portions, rounded', async () => {
    const catalogue = await buildCatalogue(content, lookup({ '1': 150, '2': 880, '3': 51 }));
    // (200 × 1.5 + 50 × 8.8) / 2 = 370
    expect(catalogue.morning[0]!.kcal).toBe(370);
    expect(catalogue.noon[0]!.kcal).toBe(150);
    expect(catalogue.evening[0]!.kcal).toBe(880);
    // 33 × 0.51 = 16.83
    expect(catalogue.snack[0]!.kcal).toBe(17);
  });

  it('fails naming the recipe and the food when a food is missing or has no kcal', async () => {
    await expect(buildCatalogue(content, lookup({ '1': 150, '2': 880 }))).rejects.toThrow(
      new CatalogueError('Recipe snack-a: food ciqual:3 is not in the food catalogue'),
    );
    await expect(buildCatalogue(content, lookup({ '1': 150, '2': null, '3': 1 }))).rejects.toThrow(
      /^Recipe morning-a: food ciqual:2 is without a kcal value$/,
    );
  });
});

describe('toRecipe', () => {
  it('localises every text, one ingredient per line, with the copyright line; pt and it read English', async () => {
    const catalogue = await buildCatalogue(content, lookup({ '1': 150, '2': 880, '3': 51 }));
    const morning = catalogue.morning[0]!;
    expect(toRecipe(morning, 'de', 2026)).toEqual({
      id: 'morning-a',
      name: 'Name morning-a (de)',
      kcal: 370,
      qis: 31,
      people: 2,
      ingredients: '200 g of 1 (de)\n50 g of 2 (de)',
      preparation: 'Cook morning-a. (de)',
      copyright: '© 2026 QIS — Rezept für das QIS-Programm geschrieben',
    });
    expect(toRecipe(morning, 'it', 2026).name).toBe('Name morning-a');
    expect(toRecipe(morning, 'pt', 2027).copyright).toBe('© 2027 QIS — recipe written for the QIS programme');
  });
});

describe('the repository content', () => {
  it('has at least 25 recipes per slot, each with its four languages', () => {
    const all = readRecipeContent();
    for (const list of Object.values(all)) {
      expect(list.length).toBeGreaterThanOrEqual(25);
      for (const { name } of list) expect(Object.keys(name).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    }
  });
});

describe('CatalogueStore', () => {
  it('loads once, and tries again after a failed load', async () => {
    let calls = 0;
    let values: Record<string, number> = {};
    const store = new CatalogueStore({
      findBySourceCodes: async (refs) => {
        calls++;
        return lookup(values).findBySourceCodes(refs);
      },
    });
    await expect(store.get()).rejects.toThrow(CatalogueError);
    const all = readRecipeContent();
    values = Object.fromEntries(
      Object.values(all).flatMap((list) =>
        list.flatMap(({ ingredients }) => ingredients.map(({ food }) => [food.code, 100])),
      ),
    );
    const first = await store.get();
    expect(await store.get()).toBe(first);
    expect(calls).toBe(2);
  });
});
