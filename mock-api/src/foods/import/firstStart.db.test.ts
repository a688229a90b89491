import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../../../test/support/useTestApp';
import { loadFoodImportConfig } from '../config';
import { FoodsRepository } from '../repository';
import { normalize } from '../search/normalize';
import { importAtFirstStart } from './firstStart';

const testDb = useTestDatabase();
let repository: FoodsRepository;

beforeAll(async () => {
  repository = new FoodsRepository(testDb.database.db);
});

const recordingLog = () => {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    error: (message: string) => lines.push({ level: 'error', message }),
  };
};

describe('importAtFirstStart', () => {
  it('logs an error naming the missing folder and lets the server start without foods', async () => {
    const log = recordingLog();
    const imported = await importAtFirstStart(
      repository,
      { dataDir: '/missing/reference-data', includeNevo: true },
      log,
    );
    expect(imported).toBe(false);
    expect(await repository.count()).toBe(0);
    const errors = log.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('/missing/reference-data');
    expect(errors[0]!.message).toContain('REFERENCE_DATA_DIR');
  });

  it('does nothing once the catalogue holds foods', async () => {
    await repository.upsert(
      [
        {
          source: 'ciqual',
          sourceCode: '1',
          kcal: 1,
          fat: null,
          cholesterol: null,
          category: null,
          portionGrams: null,
          portionLabel: null,
          names: { fr: 'Eau' },
        },
      ],
      normalize,
    );
    const log = recordingLog();
    expect(await importAtFirstStart(repository, loadFoodImportConfig(), log)).toBe(false);
    expect(log.lines).toEqual([]);
    expect(await repository.count()).toBe(1);
  });
});

describe('loadFoodImportConfig', () => {
  it('defaults to the shared data folder beside the checkout, with NEVO', () => {
    const config = loadFoodImportConfig({});
    expect(config.dataDir).toMatch(/shared[\\/]data$/);
    expect(config.includeNevo).toBe(true);
  });

  it('reads REFERENCE_DATA_DIR and IMPORT_NEVO, refusing a wrong switch', () => {
    expect(loadFoodImportConfig({ REFERENCE_DATA_DIR: '/data/foods', IMPORT_NEVO: 'false' })).toEqual({
      dataDir: '/data/foods',
      includeNevo: false,
    });
    expect(() => loadFoodImportConfig({ IMPORT_NEVO: 'maybe' })).toThrow('IMPORT_NEVO');
  });
});
