import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locale } from '@qis/contract';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../test/support/useTestApp';
import { FoodCatalogue } from '../catalogue';
import { loadFoodImportConfig } from '../config';
import { FoodsRepository } from '../repository';
import { importFoods, ReferenceDataMissingError, type ImportReport } from './importFoods';

// The real reference data, imported once into a fresh database: the import, its idempotence and
// the search quality on the real names are checked on what members will actually search.
const config = loadFoodImportConfig();

const testDb = useTestDatabase();
let repository: FoodsRepository;
let first: ImportReport;
let catalogue: FoodCatalogue;

beforeAll(async () => {
  repository = new FoodsRepository(testDb.database.db);
  first = await importFoods(repository, config);
  catalogue = new FoodCatalogue(await repository.loadCatalogue());
}, 300_000);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await testDb.database.db.execute(query)) as unknown as { rows: T[] };

describe('importFoods on the reference data', () => {
  it('imports over 13,000 foods from the four sources, each with its code', async () => {
    expect(first.total).toBeGreaterThanOrEqual(13_000);
    expect(first.perSource).toEqual({
      ciqual: expect.any(Number),
      swiss: 999,
      bls: 7140,
      nevo: expect.any(Number),
    });
    expect(first.perSource.ciqual).toBeGreaterThan(3000);
    expect(first.perSource.nevo).toBeGreaterThan(2000);
    expect(first.changed).toBe(first.total);
    expect(await repository.count()).toBe(first.total);
  });

  it('keeps unknown values unknown (null), never 0', async () => {
    const { rows: unknown } = await rows<{ count: number }>(
      sql`select count(*)::int as count from foods where source = 'ciqual' and cholesterol is null`,
    );
    expect(unknown[0]!.count).toBeGreaterThan(1000);
    const { rows: bls } = await rows<{ count: number }>(
      sql`select count(*)::int as count from foods where source = 'bls' and cholesterol is not null`,
    );
    expect(bls[0]!.count).toBe(0);
    const found = await repository.findBySourceCodes([
      { source: 'ciqual', code: '22000' },
      { source: 'ciqual', code: '13000' },
      { source: 'ciqual', code: '13039' },
    ]);
    expect(found.get('ciqual:22000')).toMatchObject({ kcal: 140, fat: 9.83 }); // egg, decimal comma read
    expect(found.get('ciqual:13000')).toMatchObject({ kcal: 45.9, fat: null }); // fat "< 0,5": a bound
    expect(found.get('ciqual:13039')?.kcal).toBeNull(); // energy "-"
    const { rows: cholesterol } = await rows<{ source_code: string; cholesterol: number | null }>(
      sql`select source_code, cholesterol from foods where source = 'ciqual' and source_code in ('7259', '2000') order by 1`,
    );
    expect(cholesterol).toEqual([
      { source_code: '2000', cholesterol: 0 }, // a real 0: cholesterol-free
      { source_code: '7259', cholesterol: null }, // "traces"
    ]);
  });

  it('gives names in every language the source has and maps foods to the 22 categories', async () => {
    const { rows: locales } = await rows<{ source: string; locale: string }>(
      sql`select distinct f.source, n.locale from food_names n join foods f on f.id = n.food_id order by 1, 2`,
    );
    expect(locales.map((row) => `${row.source}:${row.locale}`)).toEqual([
      'bls:de',
      'bls:en',
      'ciqual:fr',
      'nevo:en',
      'nevo:nl',
      'swiss:de',
      'swiss:en',
      'swiss:fr',
      'swiss:it',
    ]);
    const { rows: categories } = await rows<{ count: number }>(
      sql`select count(distinct category)::int as count from foods where category is not null`,
    );
    expect(categories[0]!.count).toBe(22);
  });

  it('changes nothing when run again', async () => {
    const before = await rows<Record<string, unknown>>(
      sql`select f.*, n.locale, n.name, n.search_key from foods f join food_names n on n.food_id = f.id order by f.id, n.locale`,
    );
    const again = await importFoods(repository, config);
    expect(again.changed).toBe(0);
    expect(again.total).toBe(first.total);
    const after = await rows<Record<string, unknown>>(
      sql`select f.*, n.locale, n.name, n.search_key from foods f join food_names n on n.food_id = f.id order by f.id, n.locale`,
    );
    expect(after.rows).toEqual(before.rows);
  }, 300_000);

  it('names the missing folder instead of importing nothing', async () => {
    const missing = importFoods(repository, { dataDir: '/nowhere/qis-data', includeNevo: true });
    await expect(missing).rejects.toThrow(ReferenceDataMissingError);
    await expect(missing).rejects.toThrow('/nowhere/qis-data');
  });
});

describe('searching the imported catalogue', () => {
  const top3 = (locale: Locale, text: string) =>
    catalogue.search(locale, text, 3).map((result) => result.name.toLowerCase());

  it.each<[Locale, string, RegExp]>([
    ['fr', 'pomme', /^pomme\b(?!.*terre)/],
    ['de', 'Apfel', /^apfel\b/],
    ['en', 'apple', /^apple\b/],
    ['nl', 'appel', /^appel\b/],
    ['en', 'yoghurt', /^yog(h)?urt\b/],
    ['nl', 'yoghurt', /^yoghurt\b/],
    ['de', 'Joghurt', /^joghurt\b/],
  ])('finds the obvious food in the top 3 (%s "%s")', (locale, text, obvious) => {
    const found = top3(locale, text);
    expect(found.some((name) => obvious.test(name))).toBe(true);
  });

  it('tolerates one typo in a long word and ignores accents', () => {
    expect(top3('de', 'Jogurt').some((name) => name.startsWith('joghurt'))).toBe(true);
    expect(top3('fr', 'peche').some((name) => name.startsWith('pêche'))).toBe(true);
  });
});
