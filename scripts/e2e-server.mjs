// The server the end-to-end tests run against: the built portal on a fresh embedded database each run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const dataDir = path.join(ROOT, '.data', 'e2e');
// The folder goes, and with it the lock beside it: a lock an earlier run left (killed, not stopped) names
// a process id that the system may since have given to another program, which would keep this run out.
for (const left of [dataDir, `${dataDir}.lock`]) rmSync(left, { recursive: true, force: true });
// Always the embedded database here, even when the shell that runs the tests points DATABASE_URL elsewhere.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
  stdio: 'inherit',
  cwd: ROOT,
  env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
