import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FoodListRow, FoodRow, QisTableRow } from '@qis/contract/api';
import { useTestApp } from '../../test/support/useTestApp';
import { foodRecord } from '../../test/support/foodRecord';
import { call, expectApiError, signedInMember } from '../../test/support/testApp';
import { FoodsRepository, type FoodRecord } from './repository';
import { normalize } from './search/normalize';
import { FoodsService, SEARCHES_KEPT } from './service';

let token: string;

const food = foodRecord;

// 40 light vegetables (QIS < 5, cholesterol 0), so two random draws of 25 differ; a few others.
const FIXTURE: FoodRecord[] = [
  ...Array.from({ length: 40 }, (_, i) =>
    food(`veg${i}`, {
      kcal: 10 + i,
      cholesterol: 0,
      category: 'Gemüse',
      names: { en: `Vegetable ${String(i).padStart(2, '0')}`, fr: `Légume ${String(i).padStart(2, '0')}` },
    }),
  ),
  food('apple', {
    kcal: 52,
    fat: 0.2,
    category: 'Obst',
    names: { en: 'Apple, raw', fr: 'Pomme, crue', de: 'Apfel, roh' },
  }),
  food('applepie', {
    kcal: 240,
    fat: 11,
    category: 'Backwaren',
    names: { en: 'Apple pie', fr: 'Tarte aux pommes' },
  }),
  food('pineapple', { kcal: 50, fat: null, category: 'Obst', names: { en: 'Pineapple' } }),
  food('cider', {
    kcal: 40,
    category: 'Alkoholische Getränke',
    portionLabel: '100 ml',
    names: { en: 'Cider' },
  }),
  food('unknown', { kcal: null, fat: null, category: 'Obst', names: { en: 'Apple, unknown energy' } }),
  food('italian', { kcal: 10, cholesterol: 0, category: 'Obst', names: { it: 'Mela' } }),
  food('german', { kcal: 10, cholesterol: 0, category: 'Obst', names: { de: 'Bratapfel' } }),
];

// The testApp.app loads the catalogue when it starts: the foods go in first.
const testApp = useTestApp({
  seed: async (database) => {
    await new FoodsRepository(database.db).upsert(FIXTURE, normalize);
  },
});

beforeAll(async () => {
  ({ accessToken: token } = await testApp.signedInMember());
});

const search = (body: unknown, auth = token) =>
  testApp.call('POST', '/api/food-database', { token: auth, body });

describe('POST /api/food-database', () => {
  it('answers the matching foods in the locale, the everyday food first, with energy and fat per 100 g', async () => {
    const response = await search({ searchText: '  apple ', details: true, locale: 'en' });
    expect(response.statusCode).toBe(200);
    // The plain raw apple first; the pie (a dish made of it) last.
    expect(response.json<FoodRow[]>()).toEqual([
      { name: 'Apple, raw', calories: 52, fat: 0.2 },
      { name: 'Apple, unknown energy', calories: null, fat: null },
      { name: 'Apple pie', calories: 240, fat: 11 },
    ]);
  });

  it('shows a food in the member’s language, else in English, never in another', async () => {
    const french = (await search({ searchText: 'pomme', details: false, locale: 'fr' })).json<FoodRow[]>();
    expect(french.map((row) => row.name)).toEqual(['Pomme, crue', 'Tarte aux pommes']);
    const fallback = (await search({ searchText: 'pineapple', details: false, locale: 'nl' })).json<
      FoodRow[]
    >();
    expect(fallback.map((row) => row.name)).toEqual(['Pineapple']);
    expect((await search({ searchText: 'mela', details: false, locale: 'en' })).json()).toEqual([]);
    expect((await search({ searchText: 'bratapfel', details: false, locale: 'en' })).json()).toEqual([]);
    expect((await search({ searchText: 'bratapfel', details: false, locale: 'de' })).json()).toHaveLength(1);
  });

  it('refuses a search text over 30 characters, a blank one and an unknown locale with 400', async () => {
    const long = expectApiError(
      await search({ searchText: 'a'.repeat(31), details: false, locale: 'en' }),
      400,
      'validation',
    );
    expect(long.message).toMatch(/searchText/);
    expect(long.message).toMatch(/30/);
    expect((await search({ searchText: 'a'.repeat(30), details: false, locale: 'en' })).statusCode).toBe(200);
    expectApiError(await search({ searchText: '   ', details: false, locale: 'en' }), 400, 'validation');
    expectApiError(await search({ searchText: 'apple', details: false, locale: 'pt' }), 400, 'validation');
    expectApiError(await search({ searchText: 'apple', locale: 'en' }), 400, 'validation');
  });

  it('needs a signed-in member', async () => {
    expectApiError(await search({ searchText: 'apple', details: false, locale: 'en' }, ''), 401);
  });
});

describe('GET /api/low-qis and /api/cholesterol-free', () => {
  it.each([
    ['/api/low-qis', /^(Légume \d\d|Pomme, crue|Pineapple|Cider)$/],
    ['/api/cholesterol-free', /^Légume \d\d$/],
  ])('%s answers 25 eligible foods, drawn anew each call', async (path, eligible) => {
    const first = (await testApp.call('GET', `${path}?locale=fr`, { token })).json<FoodListRow[]>();
    const second = (await testApp.call('GET', `${path}?locale=fr`, { token })).json<FoodListRow[]>();
    expect(first).toHaveLength(25);
    expect(new Set(first.map((row) => row.name)).size).toBe(25);
    // In French: the 40 vegetables (QIS < 5, cholesterol known to be 0); low-QIS adds the apple, pineapple and cider.
    for (const row of [...first, ...second]) {
      expect(row.name).toMatch(eligible);
      expect(typeof row.calories).toBe('number');
    }
    expect(second.map((row) => row.name)).not.toEqual(first.map((row) => row.name));
  });

  it('low-QIS leaves out foods of unknown energy and of 5 QIS or more', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      for (const row of (await testApp.call('GET', '/api/low-qis?locale=en', { token })).json<
        FoodListRow[]
      >()) {
        seen.add(row.name);
      }
    }
    expect(seen.has('Apple, raw')).toBe(true); // 52 kcal: QIS 4
    expect(seen.has('Apple, unknown energy')).toBe(false);
    expect(seen.has('Apple pie')).toBe(false);
  });

  it('answers 400 without a valid locale and 401 without a token', async () => {
    expectApiError(await testApp.call('GET', '/api/low-qis', { token }), 400, 'validation');
    expectApiError(
      await testApp.call('GET', '/api/cholesterol-free?locale=xx', { token }),
      400,
      'validation',
    );
    expectApiError(await testApp.call('GET', '/api/low-qis?locale=en'), 401);
    expectApiError(await testApp.call('GET', '/api/cholesterol-free?locale=en'), 401);
  });
});

describe('GET /api/qis-table/foods', () => {
  it('answers a category’s foods of known energy, sorted by name, with amount and QIS', async () => {
    const response = await call(
      testApp.app,
      'GET',
      `/api/qis-table/foods?category=${encodeURIComponent('Obst')}&locale=en`,
      {
        token,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<QisTableRow[]>()).toEqual([
      { name: 'Apple, raw', amount: '100 g', qis: 4 },
      { name: 'Pineapple', amount: '100 g', qis: 4 },
    ]);
    const drinks = await call(
      testApp.app,
      'GET',
      `/api/qis-table/foods?category=${encodeURIComponent('Alkoholische Getränke')}&locale=en`,
      { token },
    );
    expect(drinks.json()).toEqual([{ name: 'Cider', amount: '100 ml', qis: 3 }]);
  });

  it('answers an empty list for a category without foods', async () => {
    const response = await testApp.call('GET', '/api/qis-table/foods?category=Pilze&locale=de', { token });
    expect(response.json()).toEqual([]);
  });

  it('refuses a category that is not one of the 22 with 400, and answers 401 without a token', async () => {
    expectApiError(
      await testApp.call('GET', '/api/qis-table/foods?category=Fruit&locale=en', { token }),
      400,
      'validation',
    );
    expectApiError(await testApp.call('GET', '/api/qis-table/foods?locale=en', { token }), 400, 'validation');
    expectApiError(await testApp.call('GET', '/api/qis-table/foods?category=Obst&locale=en'), 401);
  });
});

describe('without an imported catalogue', () => {
  it('every food route answers 503 "catalogue-not-imported", the rest of the API works', async () => {
    const empty = await testApp.startApp({
      foods: new FoodsService(new FoodsRepository(testApp.database.db)),
    });
    try {
      const { accessToken } = await signedInMember(empty, testApp.database);
      const responses = [
        await call(empty, 'POST', '/api/food-database', {
          token: accessToken,
          body: { searchText: 'apple', details: false, locale: 'en' },
        }),
        await call(empty, 'GET', '/api/low-qis?locale=en', { token: accessToken }),
        await call(empty, 'GET', '/api/cholesterol-free?locale=en', { token: accessToken }),
        await call(empty, 'GET', '/api/qis-table/foods?category=Obst&locale=en', { token: accessToken }),
      ];
      for (const response of responses) {
        expect(expectApiError(response, 503, 'catalogue-not-imported').message).toMatch(/data:import/);
      }
      expect((await call(empty, 'GET', '/api/profile', { token: accessToken })).statusCode).toBe(200);
    } finally {
      await empty.close();
    }
  });

  it('an instance picks up an import made elsewhere', async () => {
    const repository = new FoodsRepository(testApp.database.db);
    const service = new FoodsService(repository);
    await service.reload();
    expect(service.search('pear', 'en')).toEqual([]);
    expect(await service.reloadIfChanged()).toBe(false);
    await repository.upsert([food('pear', { kcal: 57, names: { en: 'Pear' } })], normalize);
    expect(await service.reloadIfChanged()).toBe(true);
    // The answer kept before the import is not given after it.
    expect(service.search('pear', 'en').map((row) => row.name)).toEqual(['Pear']);
  });

  it('keeps the answers of the searches asked most recently, per locale and text', async () => {
    const service = new FoodsService(new FoodsRepository(testApp.database.db));
    await service.reload();
    const first = service.search('apple', 'en');
    expect(first.length).toBeGreaterThan(0);
    expect(service.search('apple', 'en')).toBe(first);
    expect(service.search('apple', 'fr')).not.toBe(first);
    for (let index = 0; index < SEARCHES_KEPT; index += 1) service.search(`apple ${index}`, 'en');
    const again = service.search('apple', 'en');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
