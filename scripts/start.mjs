// `npm start`: one command from a fresh clone to a running portal. Installs dependencies when missing,
// builds what is missing or stale, then runs the API server, which migrates and seeds its database
// (embedded PGlite unless DATABASE_URL is set), serves every app on one port and prints the URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { ROOT } from './lib/workspace.mjs';

async function main() {
  await ensureDependencies();
  const { buildMissing } = await import('./build.mjs');
  await buildMissing();
  const server = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { NODE_ENV: 'production', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
