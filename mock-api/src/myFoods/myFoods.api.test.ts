import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { qisFromKcal } from '@qis/contract';
import type { DiaryDay, DiaryEntry, DiarySearchResult, MyFood, MyRecipe } from '@qis/contract/api';
import { expectApiError } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { foodRecord } from '../../test/support/foodRecord';
import { addDays, dayOf } from '@qis/contract';
import { FoodsRepository, type FoodRecord } from '../foods/repository';
import { normalize } from '../foods/search/normalize';

const food = (code: string, kcal: number, names: FoodRecord['names']) => foodRecord(code, { kcal, names });

const testApp = useTestApp({
  seed: async (database) => {
    await new FoodsRepository(database.db).upsert(
      [
        food('oats', 370, { en: 'Oat flakes', fr: 'Flocons d’avoine' }),
        food('milk', 64, { en: 'Milk, whole', fr: 'Lait entier' }),
        food('apple', 52, { en: 'Apple, raw', fr: 'Pomme, crue' }),
      ],
      normalize,
    );
  },
});

const today = dayOf(new Date(), 'utc');
const yesterday = addDays(today, -1);
let token: string;
let other: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, as = token) =>
  testApp.call(method, url, { token: as, ...(body === undefined ? {} : { body }) });
const search = async (q: string, as = token) =>
  (await call('GET', `/api/diary/foods?q=${encodeURIComponent(q)}&locale=en`, undefined, as)).json<
    DiarySearchResult[]
  >();
const day = async (date: string, as = token) =>
  (await call('GET', `/api/diary/days/${date}?locale=en`, undefined, as)).json<DiaryDay>();
const write = async (body: Record<string, unknown>, date = today) => {
  const response = await call('POST', '/api/diary/entries', { clientId: randomUUID(), date, ...body });
  expect(response.statusCode).toBe(201);
  return response.json<{ entry: DiaryEntry }>().entry;
};
const catalogueId = async (q: string) => {
  const found = (await search(q)).find((one) => one.kind === 'food');
  if (found?.kind !== 'food') throw new Error(`no catalogue food for ${q}`);
  return found.foodId;
};

const GRANOLA = {
  name: 'Granola maison',
  kcalPer100g: 450,
  portion: { label: '1 bowl', grams: 60 },
  locale: 'fr',
};

beforeAll(async () => {
  token = (await testApp.signedInMember()).accessToken;
  other = (await testApp.signedInMember()).accessToken;
});

describe('my foods', () => {
  let granola: MyFood;

  it('creates a food from its label; the day counts 80 g and one portion of it', async () => {
    const created = await call('POST', '/api/my-foods', GRANOLA);
    expect(created.statusCode).toBe(201);
    granola = created.json<MyFood>();
    expect(granola).toMatchObject({
      name: 'Granola maison',
      kcalPer100g: 450,
      qisPer100g: qisFromKcal(450),
      portion: { label: '1 bowl', grams: 60, qis: qisFromKcal(270) },
      locale: 'fr',
    });
    const grams = await write({ kind: 'my-food', slot: 'morning', myFoodId: granola.id, grams: 80 });
    const bowl = await write({ kind: 'my-food', slot: 'snack', myFoodId: granola.id, portions: 1 });
    // 450 kcal × 0.8 = 360 kcal → 30 QIS; one bowl, 60 g: 270 kcal → 23 QIS.
    expect(grams).toMatchObject({ kind: 'my-food', name: 'Granola maison', grams: 80, qis: 30 });
    expect(bowl).toMatchObject({ grams: 60, portions: 1, qis: 23, ref: granola.id });
    const today_ = await day(today);
    expect(today_.totals.eaten).toBe(53);
    expect(today_.totals.bySlot).toMatchObject({ morning: 30, snack: 23 });
    expect((await call('GET', '/api/my-foods')).json<MyFood[]>()).toEqual([granola]);
  });

  it('is never seen by another member: not listed, not found, 404 for its id', async () => {
    expect((await call('GET', '/api/my-foods', undefined, other)).json()).toEqual([]);
    expect((await search('granola', other)).some((one) => one.source === 'mine')).toBe(false);
    expectApiError(await call('PATCH', `/api/my-foods/${granola.id}`, { kcalPer100g: 1 }, other), 404);
    expectApiError(await call('DELETE', `/api/my-foods/${granola.id}`, undefined, other), 404);
    const entry = await call(
      'POST',
      '/api/diary/entries',
      { clientId: randomUUID(), date: today, kind: 'my-food', slot: 'noon', myFoodId: granola.id, grams: 50 },
      other,
    );
    expectApiError(entry, 404, 'not-found');
  });

  it('refuses what a label cannot say, unknown fields and a missing locale, in readable 400s', async () => {
    const bad = [
      { ...GRANOLA, kcalPer100g: 901 },
      { ...GRANOLA, kcalPer100g: -1 },
      { ...GRANOLA, name: '' },
      { ...GRANOLA, name: '   ' },
      { ...GRANOLA, name: 'x'.repeat(101) },
      { ...GRANOLA, portion: { label: '1 sack', grams: 5001 } },
      { ...GRANOLA, portion: { label: '1 crumb', grams: 0.5 } },
      { ...GRANOLA, sugar: 12 },
      { ...GRANOLA, portion: { label: '1 bowl', grams: 60, kcal: 3 } },
      { name: 'No locale', kcalPer100g: 100 },
      { ...GRANOLA, locale: 'pt' },
    ];
    for (const body of bad) expectApiError(await call('POST', '/api/my-foods', body), 400, 'validation');
    expectApiError(await call('PATCH', `/api/my-foods/${randomUUID()}`, {}), 400, 'validation');
    expectApiError(await call('PATCH', '/api/my-foods/not-a-uuid', { name: 'x' }), 400, 'validation');
    expectApiError(await testApp.call('POST', '/api/my-foods', { body: GRANOLA }), 401);
    const noCsrf = await testApp.call('POST', '/api/my-foods', { token, body: GRANOLA, csrf: false });
    expectApiError(noCsrf, 403);
  });

  it('comes first in the diary’s search, marked as the member’s', async () => {
    const found = await search('granola');
    expect(found[0]).toMatchObject({ kind: 'my-food', source: 'mine', myFoodId: granola.id });
    expect((await search('oat'))[0]).toMatchObject({ kind: 'food', source: 'catalogue', name: 'Oat flakes' });
  });
});

describe('my recipes', () => {
  let recipe: MyRecipe;
  let soup: MyFood;

  it('counts QIS per serving as the ingredients’ kcal / servings, and 1.5 servings right', async () => {
    soup = (
      await call('POST', '/api/my-foods', { name: 'Bouillon de mamie', kcalPer100g: 20, locale: 'fr' })
    ).json<MyFood>();
    const oats = await catalogueId('oat');
    const milk = await catalogueId('milk');
    const created = await call('POST', '/api/my-recipes?locale=en', {
      name: 'Porridge du dimanche',
      servings: 2,
      ingredients: [
        { foodId: oats, grams: 100 },
        { foodId: milk, grams: 250 },
        { myFoodId: soup.id, grams: 100 },
      ],
      locale: 'fr',
    });
    expect(created.statusCode).toBe(201);
    recipe = created.json<MyRecipe>();
    // 370 + 160 + 20 = 550 kcal for 2 servings: 275 kcal → 23 QIS a serving.
    expect(recipe).toMatchObject({
      servings: 2,
      kcalTotal: 550,
      kcalPerServing: 275,
      qisPerServing: qisFromKcal(275),
    });
    expect(recipe.ingredients.map((one) => one.name)).toEqual([
      'Oat flakes',
      'Milk, whole',
      'Bouillon de mamie',
    ]);
    const served = await write(
      { kind: 'my-recipe', slot: 'evening', myRecipeId: recipe.id, servings: 1.5 },
      yesterday,
    );
    // 1.5 × 275 = 412.5 kcal → 34 QIS (not 1.5 × 23 rounded twice).
    expect(served).toMatchObject({ kind: 'my-recipe', name: 'Porridge du dimanche', portions: 1.5, qis: 34 });
    expect((await call('GET', '/api/my-recipes', undefined, other)).json()).toEqual([]);
    expectApiError(await call('DELETE', `/api/my-recipes/${recipe.id}`, undefined, other), 404);
  });

  it('leaves yesterday’s total as written when the food and the recipe change or go', async () => {
    const before = await day(yesterday);
    const porridge = before.entries.find((one) => one.kind === 'my-recipe')!;
    const soupEntry = await write(
      { kind: 'my-food', slot: 'noon', myFoodId: soup.id, grams: 300 },
      yesterday,
    );
    const written = (await day(yesterday)).totals.eaten;
    expect(written).toBe(before.totals.eaten + soupEntry.qis);

    const edited = await call('PATCH', `/api/my-foods/${soup.id}`, { name: 'Velouté', kcalPer100g: 90 });
    expect(edited.json<MyFood>()).toMatchObject({ name: 'Velouté', qisPer100g: 8 });
    const recipeNow = (await call('GET', '/api/my-recipes')).json<MyRecipe[]>()[0]!;
    expect(recipeNow.kcalTotal).toBe(620);
    const after = await day(yesterday);
    expect(after.totals.eaten).toBe(written);
    expect(after.entries.find((one) => one.id === soupEntry.id)).toMatchObject({
      name: 'Bouillon de mamie',
      qis: soupEntry.qis,
    });

    // In a recipe, the food cannot go; once the recipe is gone, it can, and the day stays.
    expectApiError(await call('DELETE', `/api/my-foods/${soup.id}`), 409, 'food-in-use');
    expect((await call('DELETE', `/api/my-recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/my-foods/${soup.id}`)).statusCode).toBe(204);
    expect((await day(yesterday)).totals.eaten).toBe(written);

    // A changed amount counts at what the entry was written with.
    const patched = await call('PATCH', `/api/diary/entries/${porridge.id}`, { servings: 3 });
    expect(patched.json<DiaryEntry>()).toMatchObject({ portions: 3, qis: qisFromKcal(825) });
  });

  it('refuses a recipe that names no food, two foods in one line, too many servings, another’s food', async () => {
    const oats = await catalogueId('oat');
    const base = { name: 'Test', servings: 1, locale: 'en' };
    const bad: [unknown, number, string][] = [
      [{ ...base, ingredients: [] }, 400, 'validation'],
      [{ ...base, servings: 51, ingredients: [{ foodId: oats, grams: 10 }] }, 400, 'validation'],
      [{ ...base, servings: 0, ingredients: [{ foodId: oats, grams: 10 }] }, 400, 'validation'],
      [{ ...base, ingredients: Array(51).fill({ foodId: oats, grams: 10 }) }, 400, 'validation'],
      [{ ...base, ingredients: [{ grams: 10 }] }, 400, 'validation'],
      [{ ...base, ingredients: [{ foodId: oats, myFoodId: randomUUID(), grams: 10 }] }, 400, 'validation'],
      [{ ...base, ingredients: [{ foodId: 999999, grams: 10 }] }, 422, 'unknown-food'],
      [{ ...base, ingredients: [{ myFoodId: randomUUID(), grams: 10 }] }, 404, 'not-found'],
    ];
    for (const [body, status, code] of bad) {
      expectApiError(await call('POST', '/api/my-recipes', body), status, code);
    }
  });
});
