// Starts the built portal (API server + builds) on a free port: a throw-away embedded database, or DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/lib/workspace.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// A first start imports the food catalogue before it listens: up to about a minute on a busy machine.
// The server says it serves once every worker process listens: a measurement must not start earlier.
function waitForAnnouncement(child, timeoutMs = 150_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('QIS member portal:')) return;
      clearTimeout(timer);
      lines.close();
      child.stdout.resume();
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it served`)));
  });
}

/** `databaseUrl`: a PostgreSQL server to measure; without one, a throw-away embedded database. */
export async function startPortal({ databaseUrl = null } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qis-bench-'));
  const { DATABASE_URL: _inherited, ...env } = process.env;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const child = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // No load balancer to wait for at the stop: SHUTDOWN_DELAY_MS 0.
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForAnnouncement(child);
  return {
    baseUrl,
    database,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo member in the way the portal does (CSRF cookie first), answering the access token. */
export async function signIn(baseUrl, email = 'demo@example.com', pass = 'demo1234') {
  return (await signInSession(baseUrl, email, pass)).accessToken;
}

/** The same sign-in, answering the whole session: {accessToken, refreshToken, user}. */
export async function signInSession(baseUrl, email = 'demo@example.com', pass = 'demo1234') {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = cookie.split(';')[0].slice('XSRF-TOKEN='.length);
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({ email, pass }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.json();
}
