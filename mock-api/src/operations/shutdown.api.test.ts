import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { freePort } from '../../test/support/freePort';
import { childPids, descriptorsOf, listeningSocketInode } from '../../test/support/processSockets';
import { seedRecipeFoods } from '../../test/support/recipeFoods';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { chatMessages } from '../db/schema';
import { FoodsRepository } from '../foods/repository';
import { normalize } from '../foods/search/normalize';
import { FakeOpenAiServer, json, type Responder, stream } from '../coaching/openai/testing/fakeOpenAiServer';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../members/seedDemo';
import { ACCEPTING_COPIES } from './listeningSocket';

// A real server process (the TypeScript sources, compiled as jest compiles them) sent SIGTERM while
// chat answers stream and requests are in flight. Its primary process hands the connections to one
// API worker on PGlite, two on PostgreSQL, so the primary's stop is tested through its workers.
// A first start (PGlite initialised, migrated, seeded) takes up to a minute on a loaded machine: generous timeouts.

const REGISTER = path.join(__dirname, '..', '..', 'test', 'support', 'registerTypeScript.cjs');
const MAIN = path.join(__dirname, '..', 'main.ts');
const PIECES = ['Drink ', 'a glass ', 'of water ', 'before ', 'each ', 'meal.'];
const PIECE_MS = 300;

/** The model's first round asks for a tool (the tip of the day); the answer then streams. */
const askForTool = json({
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'tip_of_the_day', arguments: '{}' } }],
});

/** The model answers slowly, piece by piece, as a real one streams. */
const slowAnswer = stream(
  PIECES.map((content) => ({ content })),
  { pauseMs: PIECE_MS },
);

/**
 * The two conversations run at once, so their rounds reach the model in any order: each request is
 * answered by what its kind asks for (the tool round is not streamed, the answer is).
 */
const toolThenSlowAnswer: Responder = (request, response) =>
  (request.body.stream ? slowAnswer : askForTool)(request, response);

interface Started {
  process: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** Opens the server's database (after it stopped, on PGlite: one process at a time). */
  openDatabase(): Promise<Database>;
}

let model: FakeOpenAiServer;
const stopAfterAll: FakeOpenAiServer[] = [];
let database: TestDatabase | null = null;
const folders: string[] = [];
const started: ChildProcess[] = [];
let output = '';
let baseUrl: string;
let server: Started;

const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(made);
  return made;
};

/** Water, and every food of the recipes: the assistant answers with the model, the meal plan is made. */
async function seedFoods(target: Database): Promise<void> {
  await seedRecipeFoods(target.db);
  await new FoodsRepository(target.db).upsert(
    [
      {
        source: 'swiss',
        sourceCode: 'water',
        kcal: 0,
        fat: 0,
        cholesterol: 0,
        category: null,
        portionGrams: null,
        portionLabel: null,
        names: { en: 'Water' },
      },
    ],
    normalize,
  );
}

/**
 * The server process on a database of its own: on PostgreSQL a new database and two workers, on
 * PGlite a new folder. `foods`: the catalogue imported beforehand (else none, and no reference data).
 */
async function startServer({
  foods,
  // Long enough for the readiness check the test makes after its signal: on a loaded machine the
  // test's own process may wait hundreds of milliseconds for a core, and past the delay the door is shut.
  shutdownDelayMs = 1_500,
  shutdownTimeoutMs = 20_000,
  assistant = model,
}: {
  foods: boolean;
  shutdownDelayMs?: number;
  shutdownTimeoutMs?: number;
  assistant?: FakeOpenAiServer;
}): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Its own route tables file: the default, <repo>/.data/route-tables.json, is the portal's own state.
    REMOTE_TABLES_FILE: path.join(folder('qis-shutdown-tables-'), 'route-tables.json'),
    ASSISTANT_BASE_URL: assistant.baseUrl,
    ASSISTANT_MODEL: 'test-model',
    SHUTDOWN_DELAY_MS: String(shutdownDelayMs),
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
  };
  // No reference data: a first import finds nothing, so an empty catalogue stays empty.
  if (!foods) env.REFERENCE_DATA_DIR = folder('qis-no-reference-data-');
  if (process.env.DATABASE_URL) {
    await database?.dispose();
    database = await createTestDatabase();
    if (foods) await seedFoods(database.database);
    env.DATABASE_URL = database.url;
    env.API_WORKERS = '2';
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = folder('qis-shutdown-');
    const local = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    try {
      await migrateDatabase(local);
      if (foods) await seedFoods(local);
    } finally {
      await local.close();
    }
  }
  const child = spawn(process.execPath, ['-r', REGISTER, MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.includes('"incoming request"') && !line.includes('"request completed"'))
        output += `${line}\n`;
      if (line.startsWith('QIS member portal:')) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`the server stopped (${code}) before it served:\n${output}`)),
    );
  });
  const dataDir = env.DATA_DIR;
  const url = env.DATABASE_URL;
  return {
    process: child,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    openDatabase: () => openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! }),
  };
}

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  model.reply(toolThenSlowAnswer, toolThenSlowAnswer, toolThenSlowAnswer, toolThenSlowAnswer);
});

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await model.stop();
  for (const other of stopAfterAll) await other.stop();
  await database?.dispose();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

async function signIn(): Promise<{ token: string; csrf: Record<string, string> }> {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = csrfResponse.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
  const value = cookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
  const csrf = { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value };
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, pass: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return { token: ((await response.json()) as { accessToken: string }).accessToken, csrf };
}

/** An answer far longer than the stop's timeout: 60 pieces, 300 ms apart. */
async function endlessAnswer(_request: unknown, response: ServerResponse): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (let index = 0; index < 60 && !response.destroyed; index += 1) {
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `piece ${index} ` } }] })}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, PIECE_MS));
  }
  if (!response.destroyed) response.end('data: [DONE]\n\n');
}

/** Opens the answer's stream; resolves `started` at its first piece and `ended` with the whole text. */
function openStream(id: string, token: string) {
  let started!: () => void;
  const first = new Promise<void>((resolve) => (started = resolve));
  const ended = (async () => {
    const response = await fetch(`${baseUrl}/api/chat/message/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      if (text.includes('"content"')) started();
    }
    return text;
  })();
  return { first, ended };
}

describe('a server sent SIGTERM', () => {
  it('is live but not ready while the food catalogue is not imported, and stops with 0', async () => {
    server = await startServer({ foods: false });
    baseUrl = server.baseUrl;
    // At once, each on a connection of its own: the start is announced as the last worker gets its
    // copies of the socket, through the primary, which must not read what it accepts meanwhile.
    const probes = await Promise.all(
      Array.from({ length: 20 }, () => probeOnNewConnection(`${baseUrl}/api/health/live`)),
    );
    expect(probes).toEqual(probes.map(() => 200));
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: 'not-ready',
      details: { database: true, migrations: true, catalogue: false },
    });
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);

  it('answers every request in flight, finishes the chat streams, closes and exits 0', async () => {
    server = await startServer({ foods: true });
    baseUrl = server.baseUrl;
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);
    const { token, csrf } = await signIn();
    const streams = [];
    for (const question of ['Any advice for today?', 'And for tomorrow?']) {
      const sent = await fetch(`${baseUrl}/api/chat/message`, {
        method: 'POST',
        headers: { ...csrf, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: question, locale: 'en' }),
      });
      expect(sent.status).toBe(201);
      streams.push(openStream(((await sent.json()) as { id: string }).id, token));
    }
    await Promise.all(streams.map((stream) => stream.first));

    // 40 requests, each on a connection of its own (as many members' browsers), the signal a few
    // milliseconds after they left: some are answered before it, the others during the delay.
    const member = { authorization: `Bearer ${token}` };
    const requests = Array.from({ length: 40 }, (_, index) =>
      (index % 2 === 0
        ? fetch(
            `${baseUrl}/api/meal-plan/create?gender=female&age=35&activityLevel=sitting&weight=${60 + index}`,
            {
              headers: member,
            },
          )
        : fetch(`${baseUrl}/api/food-database`, {
            method: 'POST',
            headers: { ...member, ...csrf, 'content-type': 'application/json' },
            body: JSON.stringify({
              searchText: index % 4 === 1 ? 'water' : 'food',
              details: false,
              locale: 'en',
            }),
          })
      ).then(async (response) => ({ status: response.status, body: await response.text() })),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.process.kill('SIGTERM');

    // Ready no more from the signal on, while everything is still served.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: 'stopping' });

    for (const answer of await Promise.all(requests)) {
      expect({ status: answer.status, body: answer.status === 200 ? '' : answer.body }).toEqual({
        status: 200,
        body: '',
      });
    }
    for (const text of await Promise.all(streams.map((stream) => stream.ended))) {
      // Every piece the model produced reached the member, then the end of the answer.
      const content = [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');
      expect(content).toBe(PIECES.join(''));
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    }
    expect(await server.exited).toBe(0);
    // Stopped: nothing listens on the port any more.
    await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();
  }, 240_000);

  it('past SHUTDOWN_TIMEOUT_MS stops an answer still streaming, keeps it as stopped, and exits 0', async () => {
    // A model of its own: what the other tests leave in the shared one's script does not matter.
    const slowModel = await new FakeOpenAiServer().start();
    slowModel.reply(askForTool, endlessAnswer);
    stopAfterAll.push(slowModel);
    server = await startServer({ foods: true, shutdownTimeoutMs: 1_500, assistant: slowModel });
    baseUrl = server.baseUrl;
    const { token, csrf } = await signIn();
    const sent = await fetch(`${baseUrl}/api/chat/message`, {
      method: 'POST',
      headers: { ...csrf, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me everything about water', locale: 'en' }),
    });
    expect(sent.status).toBe(201);
    const id = ((await sent.json()) as { id: string }).id;
    const stream = openStream(id, token);
    await stream.first;
    server.process.kill('SIGTERM');

    const text = await stream.ended;
    const content = [...text.matchAll(/"content":"([^"]*)"/g)].map((match) => match[1]).join('');
    // Cut: the member got the beginning of the answer, not its 60 pieces, and the stream's end.
    expect(content).toMatch(/^piece 0 /);
    expect(content).not.toContain('piece 59');
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(await server.exited).toBe(0);

    const stored = await server.openDatabase();
    try {
      const [row] = await stored.db
        .select({ answer: chatMessages.answer, status: chatMessages.status })
        .from(chatMessages)
        .where(eq(chatMessages.id, id));
      expect(row).toEqual({ answer: content, status: 'stopped' });
    } finally {
      await stored.close();
    }
  }, 240_000);
});

/** A GET on a connection of its own (as a load balancer's probe): its status, or the error's code. */
function probeOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('a worker that dies', () => {
  it('is replaced; meanwhile the port answers, and the new worker accepts on it, the primary not', async () => {
    server = await startServer({ foods: true });
    baseUrl = server.baseUrl;
    const primary = server.process.pid!;
    const port = Number(new URL(baseUrl).port);
    const inode = listeningSocketInode(port)!;
    expect(inode).toBeDefined();
    const workers = childPids(primary);
    // Each worker accepts on copies of the listening socket (passed one by one, just after it serves);
    // the primary, idle, keeps none.
    const holding = () => [descriptorsOf(primary, inode), ...workers.map((pid) => descriptorsOf(pid, inode))];
    for (const end = Date.now() + 30_000; Date.now() < end;) {
      if (holding().every((count, index) => count === (index === 0 ? 0 : ACCEPTING_COPIES))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(holding()).toEqual([0, ...workers.map(() => ACCEPTING_COPIES)]);

    const { token, csrf } = await signIn();
    const [dead] = workers;
    process.kill(dead!, 'SIGKILL');
    const statuses = new Set<number | string>();
    let replacement: number | undefined;
    for (const end = Date.now() + 120_000; Date.now() < end && replacement === undefined;) {
      statuses.add(await probeOnNewConnection(`${baseUrl}/api/health/ready`));
      // With one worker, its death closed the socket and the primary listened anew: a socket of its own.
      const now = listeningSocketInode(port);
      replacement = childPids(primary).find(
        (pid) => !workers.includes(pid) && now !== undefined && descriptorsOf(pid, now) === ACCEPTING_COPIES,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(replacement).toBeDefined();
    expect(descriptorsOf(primary, listeningSocketInode(port)!)).toBe(0);
    if (workers.length > 1) {
      // Two workers: the other kept serving everything while the dead one was replaced.
      expect([...statuses]).toEqual([200]);
    } else {
      // One: the primary answered itself until the replacement served (503, the starting answer).
      expect(statuses.has(503)).toBe(true);
    }

    const answer = await fetch(`${baseUrl}/api/food-database`, {
      method: 'POST',
      headers: { ...csrf, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ searchText: 'water', details: false, locale: 'en' }),
    });
    expect(answer.status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
