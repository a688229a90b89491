import { describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../../../test/support/useTestApp';
import { FoodsRepository } from '../repository';
import { runDataImportCli } from './cli';

const testDb = useTestDatabase();

async function run(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDataImportCli(
    { DATA_DIR: 'memory://', ...env },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    () => testDb.openAnother(),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run data:import', () => {
  it('exits 1 naming the folder when the reference data is missing, importing nothing', async () => {
    const { code, out, err } = await run({ REFERENCE_DATA_DIR: '/no/such/reference-data' });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('/no/such/reference-data');
    expect(err).toContain('ciqual-2020');
    expect(await new FoodsRepository(testDb.database.db).count()).toBe(0);
  });

  it('exits 1 on a wrong IMPORT_NEVO before touching the database', async () => {
    const { code, err } = await run({ IMPORT_NEVO: 'sometimes' });
    expect(code).toBe(1);
    expect(err).toMatch(/IMPORT_NEVO must be true or false/);
  });
});
