// Builds what is missing or stale: the API server (tsc) and the five front-end apps (rspack).
// `--all` rebuilds everything. Two builds run at a time: these machines have two cores.
import { writeFileSync } from 'node:fs';
import { API, APPS, isStale, run, stampOf } from './lib/workspace.mjs';
import { buildFitnessMedia } from './lib/fitnessMedia.mjs';

const force = process.argv.includes('--all');

async function build(name) {
  const started = Date.now();
  const args = name === API ? ['run', 'build', '-w', API] : ['run', 'build', '-w', name];
  await run('npm', args, { env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stampOf(name), new Date().toISOString() + '\n');
  console.info(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildMissing({ all = false } = {}) {
  const queue = [API, ...APPS].filter((name) => all || isStale(name));
  if (queue.length === 0) return buildFitnessMedia({ all });
  console.info(`building: ${queue.join(', ')}`);
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length > 0) await build(queue.shift());
  });
  await Promise.all(workers);
  // The fitness studio's videos: a separate step, after the apps (both would want the two cores).
  await buildFitnessMedia({ all });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildMissing({ all: force }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
