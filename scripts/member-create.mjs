// `npm run member:create -- --email E --password P --first-name F --last-name L`
// Creates a member in the configured database (PGlite data folder or DATABASE_URL) and prints the membership number.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { ROOT } from './lib/workspace.mjs';

await ensureDependencies();
const { buildMissing } = await import('./build.mjs');
await buildMissing();
const cli = spawn(
  process.execPath,
  [path.join(ROOT, 'mock-api', 'dist', 'members', 'createMemberCli.js'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: ROOT },
);
cli.on('exit', (code) => process.exit(code ?? 1));
