// What the root scripts know about the repository: its apps, where their builds go, and when a build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const APPS = ['shell', 'mfe-coaching', 'mfe-nutrition', 'mfe-fitness', 'mfe-account'];
export const API = 'mock-api';

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.data']);

/** The newest modification time under a path (files only), skipping build output. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The stamp each build writes last: a build interrupted half-way has none and counts as missing. */
export const stampOf = (name) => path.join(ROOT, name, 'dist', '.build-stamp');

/** The inputs of a build: its own sources, plus what every front-end build shares. */
function inputsOf(name) {
  const own = [path.join(ROOT, name, 'src'), path.join(ROOT, name, 'package.json')];
  // Every build takes the contract: the server runs its dist, the apps bundle its sources.
  const contract = path.join(ROOT, 'contract', 'src');
  if (name === API)
    return [...own, contract, path.join(ROOT, name, 'tsconfig.json'), path.join(ROOT, name, 'drizzle')];
  return [
    ...own,
    contract,
    path.join(ROOT, name, 'rspack.config.js'),
    path.join(ROOT, 'rspack.base.js'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'index.html'),
    // The shell's build plugins (the login's prerender).
    ...(name === 'shell' ? [path.join(ROOT, name, 'scripts')] : []),
  ];
}

export function isStale(name) {
  const stamp = stampOf(name);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputsOf(name).some((input) => newestMtime(input) > built);
}

/** Runs a command with inherited output; rejects with a message naming it when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
