import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadFoodImportConfig } from '../config';
import { FoodsRepository } from '../repository';
import { formatReport, importFoods } from './importFoods';

/**
 * `npm run data:import`: imports (or refreshes) the food catalogue into the configured database.
 * Running it again with the same data changes nothing. A running server with the embedded database
 * holds its folder: stop it first (PostgreSQL servers pick the change up on their own).
 */
async function run(): Promise<void> {
  const config = loadConfig();
  const foodConfig = loadFoodImportConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const report = await importFoods(new FoodsRepository(database.db), foodConfig);
    console.info(formatReport(report));
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
