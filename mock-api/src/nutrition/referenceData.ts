import type { Env } from '../config';
import { loadFoodImportConfig } from '../foods/config';

/**
 * The folder of the published reference tables (REFERENCE_DATA_DIR, default `../shared/data` beside
 * the checkout): the food import's setting, so the Compendium is read from the same folder as the
 * food tables. The tables are read from there, never copied into the product.
 */
export function referenceDataDir(env: Env = process.env): string {
  return loadFoodImportConfig(env).dataDir;
}
