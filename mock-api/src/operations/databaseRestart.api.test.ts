import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../test/support/freePort';
import { seedRecipeFoods } from '../../test/support/recipeFoods';
import {
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../../test/support/throwawayPostgres';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../members/seedDemo';

// Two API instances on one PostgreSQL server, which is stopped under their traffic and started again.
// The server is the test's own (started from the binaries CI uses), so stopping it harms no other suite.

const REGISTER = path.join(__dirname, '..', '..', 'test', 'support', 'registerTypeScript.cjs');
const MAIN = path.join(__dirname, '..', 'main.ts');
const unavailable = throwawayPostgresUnavailable();
if (unavailable) console.info(`database restart test skipped: ${unavailable}`);

interface Instance {
  child: ChildProcess;
  base: string;
  output: string;
  token: string;
}

let postgres: ThrowawayPostgres | undefined;
const instances: Instance[] = [];
const folders: string[] = [];

async function startInstance(url: string): Promise<Instance> {
  const port = await freePort();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'qis-restart-'));
  folders.push(folder);
  const child = spawn(process.execPath, ['-r', REGISTER, MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      API_WORKERS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      REFERENCE_DATA_DIR: folder,
      REMOTE_TABLES_FILE: path.join(folder, 'route-tables.json'),
      SHUTDOWN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { child, base: `http://127.0.0.1:${port}`, output: '', token: '' };
  child.stderr!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      instance.output += `${line}\n`;
      if (line.startsWith('QIS member portal:')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`stopped (${code}) before serving:\n${instance.output}`)));
  });
  const csrf = await fetch(`${instance.base}/api/auth/csrf`);
  const value = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))!
    .split(';')[0]!
    .slice(11);
  const login = await fetch(`${instance.base}/api/auth/login`, {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, pass: DEMO_PASSWORD }),
  });
  instance.token = ((await login.json()) as { accessToken: string }).accessToken;
  return instance;
}

interface Answer {
  at: number;
  ms: number;
  status: number | 'reset';
  error?: string;
}

/** One member's page polling its profile every 100 ms, until `until` resolves. */
async function traffic(instance: Instance, answers: Answer[], until: Promise<void>): Promise<void> {
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const at = Date.now();
    try {
      const response = await fetch(`${instance.base}/api/profile`, {
        headers: { authorization: `Bearer ${instance.token}` },
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { error?: string };
      answers.push({
        at,
        ms: Date.now() - at,
        status: response.status,
        ...(body.error ? { error: body.error } : {}),
      });
    } catch {
      answers.push({ at, ms: Date.now() - at, status: 'reset' });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readiness = async (instance: Instance) => {
  const response = await fetch(`${instance.base}/api/health/ready`);
  return { status: response.status, body: (await response.json()) as { details?: { database?: boolean } } };
};

const maybe = unavailable ? describe.skip : describe;

maybe('two instances while their PostgreSQL restarts', () => {
  beforeAll(async () => {
    postgres = startThrowawayPostgres(await freePort());
    // The catalogue in place (the recipes' foods), so both instances are ready before the stop.
    const database = await openDatabase({ kind: 'postgres', url: postgres.url });
    try {
      await migrateDatabase(database);
      await seedRecipeFoods(database.db);
    } finally {
      await database.close();
    }
    instances.push(await startInstance(postgres.url));
    instances.push(await startInstance(postgres.url));
  }, 240_000);

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    postgres?.remove();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 while it is down, is not ready, exits not, and serves again within 15 s of its return', async () => {
    for (const instance of instances) expect((await readiness(instance)).status).toBe(200);
    const answers = instances.map(() => [] as Answer[]);
    let endTraffic!: () => void;
    const ended = new Promise<void>((resolve) => (endTraffic = resolve));
    const running = instances.map((instance, index) => traffic(instance, answers[index]!, ended));

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    postgres!.stop();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const instance of instances) {
      const ready = await readiness(instance);
      expect(ready.status).toBe(503);
      expect(ready.body.details?.database).toBe(false);
    }
    postgres!.start();
    const backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    endTraffic();
    await Promise.all(running);

    for (const [index, instance] of instances.entries()) {
      const all = answers[index]!;
      // Never a reset or a hang: every answer within two seconds, a 503 that says why while it is down.
      expect(all.filter((answer) => answer.status === 'reset')).toEqual([]);
      expect(Math.max(...all.map((answer) => answer.ms))).toBeLessThanOrEqual(2_000);
      const down = all.filter((answer) => answer.at > stoppedAt + 500 && answer.at < backAt);
      expect(down.length).toBeGreaterThan(5);
      for (const answer of down) expect(answer).toMatchObject({ status: 503, error: 'database-unavailable' });
      // Back: from some moment within 15 s of its return, every request succeeds.
      const afterBack = all.filter((answer) => answer.at >= backAt);
      const lastFailure = Math.max(backAt, ...afterBack.filter((a) => a.status !== 200).map((a) => a.at));
      expect(lastFailure - backAt).toBeLessThan(15_000);
      expect(afterBack.filter((answer) => answer.at > lastFailure).length).toBeGreaterThan(10);
      expect((await readiness(instance)).status).toBe(200);
      // No process of either instance stopped: not the primary, not its worker.
      expect(instance.child.exitCode).toBeNull();
      expect(instance.output).not.toContain('API worker');
    }
  }, 120_000);
});
