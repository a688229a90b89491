import { loadConfig, type Env } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadFoodImportConfig } from '../config';
import { FoodsRepository } from '../repository';
import { formatReport, importFoods } from './importFoods';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * `npm run data:import`: imports (or refreshes) the food catalogue into the configured database and
 * prints the counts per source; answers the exit code. Running it again with the same data changes
 * nothing. A server on the embedded database holds its folder: stop it first (servers on PostgreSQL
 * pick the change up within a minute).
 */
export async function runDataImportCli(
  env: Env,
  output: CliOutput,
  open: (env: Env) => Promise<Database> = (variables) => openDatabase(loadConfig(variables).database),
): Promise<number> {
  let database: Database | null = null;
  try {
    const foodConfig = loadFoodImportConfig(env);
    database = await open(env);
    await migrateDatabase(database);
    output.out(formatReport(await importFoods(new FoodsRepository(database.db), foodConfig)));
    return 0;
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.close();
  }
}

if (require.main === module) {
  void runDataImportCli(process.env, { out: console.info, err: console.error }).then((code) => {
    process.exitCode = code;
  });
}
