import path from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * The folder of the published reference tables (REFERENCE_DATA_DIR), default `../shared/data`
 * beside the checkout. The tables are read from there, never copied into the product.
 */
export function referenceDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.REFERENCE_DATA_DIR;
  return configured ? path.resolve(configured) : path.resolve(REPO_ROOT, '..', 'shared', 'data');
}
