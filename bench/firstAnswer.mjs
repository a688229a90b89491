// How soon the built API server answers its port on a first start (a fresh, empty DATA_DIR), and how
// soon it is ready: the liveness and readiness probes asked every 10 ms from the moment the process is
// spawned. It asserts nothing. `node bench/firstAnswer.mjs [runs]` (default 3); with DATABASE_URL, on
// that PostgreSQL (its catalogue then already imported after the first run).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';
import { freePort } from './lib/server.mjs';

const POLL_MS = 10;
const READY_TIMEOUT_MS = 180_000;

async function probe(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

async function oneStart() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qis-first-'));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
    },
  });
  const since = () => Math.round(performance.now() - started);
  const result = { live: null, notReady: null, ready: null };
  try {
    while (since() < READY_TIMEOUT_MS && result.ready === null) {
      if (result.live === null) {
        const live = await probe(`${base}/api/health/live`);
        if (live?.status === 200) result.live = since();
      }
      if (result.live !== null) {
        const ready = await probe(`${base}/api/health/ready`);
        if (ready?.status === 503 && result.notReady === null) {
          result.notReady = { ms: since(), message: ready.body?.message };
        }
        if (ready?.status === 200) result.ready = since();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const runs = Number(process.argv[2] ?? 3);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `First start on ${database}, fresh data folder, ${runs} runs; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let run = 1; run <= runs; run += 1) {
  const { live, notReady, ready } = await oneStart();
  console.log(
    `run ${run}: live ${live ?? '-'} ms; readiness 503 at ${notReady?.ms ?? '-'} ms (${notReady?.message ?? 'never seen'}); ready ${ready ?? '-'} ms`,
  );
}
