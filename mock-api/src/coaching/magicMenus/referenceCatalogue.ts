import { FoodCatalogue } from '../../foods/catalogue';
import type { FoodImportConfig } from '../../foods/config';
import { readReferenceFoods } from '../../foods/import/importFoods';
import type { CatalogueFood, FoodRecord } from '../../foods/repository';

/** Foods as the import writes them, as the in-memory catalogue holds them (ids in reading order). */
export function toCatalogueFoods(records: readonly FoodRecord[]): CatalogueFood[] {
  return records.map(({ sourceCode, ...record }, index) => ({ id: index + 1, sourceCode, ...record }));
}

/**
 * The whole reference catalogue in memory, read straight from the published tables without a
 * database: for the composer's tests over every real food, and for the benchmark.
 */
export function referenceCatalogue(config: FoodImportConfig): FoodCatalogue {
  return new FoodCatalogue(toCatalogueFoods(readReferenceFoods(config).records));
}
