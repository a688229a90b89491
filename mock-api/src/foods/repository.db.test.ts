import { beforeAll, describe, expect, it } from '@jest/globals';
import { rawApple } from '../../test/support/foodRecord';
import { useTestDatabase } from '../../test/support/useTestApp';
import { FoodsRepository, type FoodRecord } from './repository';

const testDb = useTestDatabase();
let repository: FoodsRepository;

beforeAll(async () => {
  repository = new FoodsRepository(testDb.database.db);
});

const food = (overrides: Partial<FoodRecord>): FoodRecord =>
  rawApple({ source: 'ciqual', sourceCode: '13000', names: { fr: 'Pomme, crue' }, ...overrides });

const key = (name: string) => name.toLowerCase();

describe('FoodsRepository', () => {
  it('finds energy and fat by source and code, leaving unknown foods out', async () => {
    await repository.upsert(
      [
        food({}),
        food({ source: 'bls', sourceCode: 'F110100', kcal: 54, fat: null, names: { de: 'Apfel' } }),
        food({ source: 'swiss', sourceCode: '13000', kcal: 99, fat: 1 }),
      ],
      key,
    );
    const found = await repository.findBySourceCodes([
      { source: 'ciqual', code: '13000' },
      { source: 'bls', code: 'F110100' },
      { source: 'nevo', code: '13000' },
    ]);
    expect(found.get('ciqual:13000')).toEqual({
      kcal: 52,
      fat: 0.2,
      category: 'Obst',
      names: { fr: 'Pomme, crue' },
    });
    expect(found.get('bls:F110100')).toEqual({
      kcal: 54,
      fat: null,
      category: 'Obst',
      names: { de: 'Apfel' },
    });
    expect(found.has('nevo:13000')).toBe(false);
    expect(found.size).toBe(2);
    expect(await repository.findBySourceCodes([])).toEqual(new Map());
  });

  it('changes nothing when the same foods are upserted again, and updates what differs', async () => {
    const records = [food({ sourceCode: '20000', names: { fr: 'Poire', en: 'Pear' } })];
    expect(await repository.upsert(records, key)).toBe(1);
    const before = await repository.count();
    expect(await repository.upsert(records, key)).toBe(0);
    expect(await repository.count()).toBe(before);

    expect(await repository.upsert([{ ...records[0]!, kcal: 60, names: { fr: 'Poire crue' } }], key)).toBe(1);
    const pear = (await repository.loadCatalogue()).find((entry) => entry.names.en === 'Pear');
    expect(pear).toMatchObject({ kcal: 60, names: { fr: 'Poire crue', en: 'Pear' } });
  });
});

describe('concurrent imports', () => {
  it('run one after the other and agree', async () => {
    const records = Array.from({ length: 30 }, (_, i) =>
      food({ source: 'nevo', sourceCode: `c${i}`, names: { nl: `Product ${i}` } }),
    );
    // A second connection, as a second API instance starting at the same time would have.
    const another = await testDb.openAnother();
    const [first, second] = await Promise.all([
      repository.upsert(records, key),
      new FoodsRepository(another.db).upsert(records, key),
    ]).finally(() => another.close());
    expect(first + second).toBe(30);
    const found = await repository.findBySourceCodes(
      records.map((record) => ({ source: 'nevo', code: record.sourceCode })),
    );
    expect(found.size).toBe(30);
  });
});
