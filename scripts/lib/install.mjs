import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './workspace.mjs';

/** Installs the npm dependencies when a fresh clone has none yet (npm ci: exactly the lockfile). */
export async function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker)) return;
  console.info('installing dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
