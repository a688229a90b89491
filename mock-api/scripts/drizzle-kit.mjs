// Runs drizzle-kit (hoisted to the repository's node_modules) so that it finds drizzle-orm, which npm
// installed under mock-api/node_modules: drizzle-kit looks it up from its own folder, with both
// require() and import(). Usage: node scripts/drizzle-kit.mjs generate [--name <name>]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const require = createRequire(path.join(packageDir, 'package.json'));
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const result = spawnSync(
  process.execPath,
  ['--import', path.join(here, 'drizzle-orm-resolve.mjs'), drizzleKitBin, ...process.argv.slice(2)],
  {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: path.join(packageDir, 'node_modules') },
  },
);
process.exit(result.status ?? 1);
