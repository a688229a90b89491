import path from 'node:path';
import { REPO_ROOT, type Env } from '../config';

/**
 * The food import's settings, read from the environment (documented in src/config.ts and docs/configuration.md):
 *
 * REFERENCE_DATA_DIR  Folder of the published food tables (ciqual-2020/, swiss-fcdb-5.3/, bls-4.0/,
 *                     nevo-2023/). Default <repo>/../shared/data.
 * IMPORT_NEVO         true (default) or false: NEVO's whole-table redistribution terms are unconfirmed,
 *                     so it can be left out.
 */
export interface FoodImportConfig {
  dataDir: string;
  includeNevo: boolean;
}

export function loadFoodImportConfig(env: Env = process.env): FoodImportConfig {
  const dir = env.REFERENCE_DATA_DIR?.trim();
  const nevo = env.IMPORT_NEVO?.trim().toLowerCase();
  if (nevo !== undefined && nevo !== '' && !['true', 'false', '1', '0', 'yes', 'no'].includes(nevo)) {
    throw new Error(`IMPORT_NEVO must be true or false (got "${env.IMPORT_NEVO}")`);
  }
  return {
    dataDir: path.resolve(dir ? dir : path.join(REPO_ROOT, '..', 'shared', 'data')),
    includeNevo: nevo === undefined || nevo === '' || ['true', '1', 'yes'].includes(nevo),
  };
}
