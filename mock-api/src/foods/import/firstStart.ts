import type { FoodImportConfig } from '../config';
import type { FoodsRepository } from '../repository';
import { formatReport, importFoods, ReferenceDataMissingError } from './importFoods';

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * At start, an empty catalogue is imported. Missing reference data does not stop the portal: the
 * error names the folder, everything else is served, and the food routes answer 503 until
 * `npm run data:import` has run. Answers whether it imported.
 */
export async function importAtFirstStart(
  repository: FoodsRepository,
  config: FoodImportConfig,
  log: Log = console,
): Promise<boolean> {
  if ((await repository.count()) > 0) return false;
  try {
    log.info(`Importing the food catalogue from ${config.dataDir} (first start)…`);
    log.info(formatReport(await importFoods(repository, config)));
    return true;
  } catch (error) {
    if (!(error instanceof ReferenceDataMissingError)) throw error;
    log.error(error.message);
    return false;
  }
}
