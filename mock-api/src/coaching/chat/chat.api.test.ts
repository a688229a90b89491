import http from 'node:http';
import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChatSendResponseBody as ChatSendResponse, ChatStreamChunk } from '@qis/contract/api';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/support/useTestApp';
import { call, expectApiError } from '../../../test/support/testApp';
import { chatMessages, members } from '../../db/schema';
import { loadFoodImportConfig } from '../../foods/config';
import { readReferenceFoods } from '../../foods/import/importFoods';
import { FoodsRepository } from '../../foods/repository';
import { normalize } from '../../foods/search/normalize';
import type { AssistantProvider, AssistantRequest } from '../assistant/provider';
import type { ChatHistoryMessage } from './service';

// The real embedded assistant over real catalogue foods (the bananas of the reference tables).
const bananas = readReferenceFoods(loadFoodImportConfig()).records.filter((food) =>
  /^banan/i.test(food.names.fr ?? food.names.en ?? ''),
);
const testApp = useTestApp({
  seed: async (database) => {
    await new FoodsRepository(database.db).upsert(bananas, normalize);
  },
});

interface ParsedStream {
  contents: string[];
  text: string;
  done: boolean;
  error: { error: string; message: string } | null;
}

/** Reads a stream the way the contract says it is written, failing on anything else. */
function parseStream(body: string): ParsedStream {
  expect(body.endsWith('\n\n')).toBe(true);
  const parsed: ParsedStream = { contents: [], text: '', done: false, error: null };
  for (const event of body.slice(0, -2).split('\n\n')) {
    expect(parsed.done || parsed.error !== null).toBe(false);
    if (event === 'data: [DONE]') {
      parsed.done = true;
    } else if (event.startsWith('event: error\ndata: ')) {
      parsed.error = JSON.parse(event.slice('event: error\ndata: '.length)) as ParsedStream['error'];
    } else {
      expect(event).toMatch(/^data: \{.*\}$/s);
      expect(event).not.toContain('\n');
      const chunk = JSON.parse(event.slice('data: '.length)) as ChatStreamChunk;
      expect(Object.keys(chunk)).toEqual(['choices']);
      expect(chunk.choices).toHaveLength(1);
      expect(Object.keys(chunk.choices[0]!)).toEqual(['delta']);
      const content = chunk.choices[0]!.delta.content;
      expect(typeof content).toBe('string');
      parsed.contents.push(content!);
    }
  }
  parsed.text = parsed.contents.join('');
  return parsed;
}

/** An assistant for the tests of the HTTP layer: answers the given pieces, counts and records its calls. */
function scripted(pieces: string[], options: { delayMs?: number; failAfter?: number } = {}) {
  const state = { calls: 0, aborted: 0, requests: [] as AssistantRequest[] };
  const provider: AssistantProvider = {
    name: 'scripted',
    async *answer(request, signal) {
      state.calls += 1;
      state.requests.push(request);
      for (const [index, piece] of pieces.entries()) {
        if (options.failAfter !== undefined && index === options.failAfter) throw new Error('model broke');
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (signal.aborted) {
          state.aborted += 1;
          return;
        }
        yield piece;
      }
    },
  };
  return { provider, state };
}

const send = (token: string, body: unknown, app?: FastifyInstance, csrf = true) =>
  app
    ? call(app, 'POST', '/api/chat/message', { token, body, csrf })
    : testApp.call('POST', '/api/chat/message', { token, body, csrf });

async function sent(token: string, message: string, app?: FastifyInstance): Promise<string> {
  const response = await send(token, { message, locale: 'fr' }, app);
  expect(response.statusCode).toBe(201);
  return response.json<ChatSendResponse>().id;
}

const stream = (token: string, id: string, app?: FastifyInstance, headers: Record<string, string> = {}) =>
  app
    ? call(app, 'GET', `/api/chat/message/${id}`, { token, headers })
    : testApp.call('GET', `/api/chat/message/${id}`, { token, headers });

const history = async (token: string, query = '', app?: FastifyInstance): Promise<ChatHistoryMessage[]> => {
  const response = app
    ? await call(app, 'GET', `/api/chat/history${query}`, { token })
    : await testApp.call('GET', `/api/chat/history${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<ChatHistoryMessage[]>();
};

const row = async (id: string) =>
  (await testApp.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;

const expectEventStream = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(String(response.headers['cache-control'])).toMatch(/^no-cache/);
  expect(response.headers['x-accel-buffering']).toBe('no');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['content-length']).toBeUndefined();
};

describe('POST /api/chat/message', () => {
  it('stores the question at once, trimmed, with the page’s locale, and answers its id', async () => {
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, '  Combien de QIS dans une banane ?  ');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await row(id);
    expect(stored).toMatchObject({
      question: 'Combien de QIS dans une banane ?',
      locale: 'fr',
      status: 'pending',
      answer: '',
    });
  });

  it('takes the locale from Accept-Language when the body has none, else English', async () => {
    const { accessToken } = await testApp.signedInMember();
    const german = await testApp.call('POST', '/api/chat/message', {
      token: accessToken,
      body: { message: 'Hallo' },
      headers: { 'accept-language': 'es-ES, de-CH;q=0.8' },
    });
    expect((await row(german.json<ChatSendResponse>().id)).locale).toBe('de');
    const plain = await send(accessToken, { message: 'Hello' });
    expect((await row(plain.json<ChatSendResponse>().id)).locale).toBe('en');
  });

  it('accepts 2,000 characters after trimming, with spaces around them', async () => {
    const { accessToken } = await testApp.signedInMember();
    const response = await send(accessToken, { message: `   ${'é'.repeat(2000)}\n ` });
    expect(response.statusCode).toBe(201);
  });

  it.each<[string, unknown, string]>([
    ['an empty message', { message: '' }, 'message must not be empty'],
    ['a blank message', { message: '   \n ' }, 'message must not be blank'],
    ['2,001 characters', { message: 'x'.repeat(2001) }, 'message must be at most 2000 characters long'],
    ['a number', { message: 42 }, 'message must be a string'],
    ['no message', { locale: 'fr' }, 'message is required'],
    ['an unknown locale', { message: 'Hola', locale: 'es' }, 'locale must be one of: en, fr, de, nl'],
    ['an extra field', { message: 'Hi', model: 'gpt' }, 'model is not an accepted field'],
  ])('answers 400 with a readable message for %s, storing nothing', async (_case, body, message) => {
    const { accessToken } = await testApp.signedInMember();
    const before = await history(accessToken);
    expect(expectApiError(await send(accessToken, body), 400, 'validation').message).toBe(message);
    expect(await history(accessToken)).toEqual(before);
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { accessToken } = await testApp.signedInMember();
    expectApiError(
      await testApp.call('POST', '/api/chat/message', { body: { message: 'Hi' } }),
      401,
      'unauthorized',
    );
    expectApiError(await send(accessToken, { message: 'Hi' }, undefined, false), 403, 'csrf');
    expect(await history(accessToken)).toEqual([]);
  });

  it('answers 401, not a server error, for a token whose account was deleted', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    await testApp.database.db.delete(members).where(eq(members.id, member.id));
    expectApiError(await send(accessToken, { message: 'Hi' }), 401, 'unauthorized');
    const magic = await testApp.call('POST', '/api/magic-menus', {
      token: accessToken,
      body: { meal: 'Snack', locale: 'en' },
    });
    expectApiError(magic, 401, 'unauthorized');
  });

  it('allows 20 messages a minute per member, then answers 429 with Retry-After, on every instance', async () => {
    const other = await testApp.startApp({ ownConnection: true });
    const { accessToken } = await testApp.signedInMember();
    for (let i = 0; i < 10; i += 1)
      expect((await send(accessToken, { message: `q${i}` })).statusCode).toBe(201);
    for (let i = 10; i < 20; i += 1) {
      expect((await send(accessToken, { message: `q${i}` }, other)).statusCode).toBe(201);
    }
    for (const app of [undefined, other]) {
      const refused = await send(accessToken, { message: 'one more' }, app);
      const body = expectApiError(refused, 429, 'rate-limited');
      expect(body.message).toMatch(/^You have sent 20 chat messages in the last minute: please wait \d+ s/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await history(accessToken)).toHaveLength(20);
    // Another member is not held back.
    const { accessToken: someoneElse } = await testApp.signedInMember();
    expect((await send(someoneElse, { message: 'Hi' })).statusCode).toBe(201);
  });

  it('counts requests arriving together exactly: of 25 at once, 20 pass', async () => {
    const { accessToken } = await testApp.signedInMember();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => send(accessToken, { message: `burst ${i}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });
});

describe('GET /api/chat/message/{id}', () => {
  it('streams the embedded assistant’s answer in the OpenAI chunk format, then [DONE], and keeps it', async () => {
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Combien de QIS dans une banane ?');
    const response = await stream(accessToken, id, undefined, { 'accept-encoding': 'br, gzip' });
    expectEventStream(response);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const parsed = parseStream(response.body);
    expect(parsed.done).toBe(true);
    expect(parsed.error).toBeNull();
    expect(parsed.contents.length).toBeGreaterThan(1);
    // The answer names a banana of the catalogue with its QIS per 100 g: round(kcal / 12).
    const SOURCES = { swiss: 'Swiss Food Composition', ciqual: 'CIQUAL', bls: 'BLS', nevo: 'NEVO' };
    const named = bananas.filter(
      (food) =>
        food.kcal !== null &&
        // Shown by its French name, else its English one.
        parsed.text.startsWith(`${food.names.fr ?? food.names.en ?? ''} :\n- pour 100 g : `) &&
        parsed.text.includes(`Source : ${SOURCES[food.source]}`),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const food of named) {
      expect(parsed.text).toContain(`- pour 100 g : ${Math.round(food.kcal! / 12)} QIS (${food.kcal} kcal)`);
    }
    const [entry] = await history(accessToken);
    expect(entry).toMatchObject({
      id,
      human: 'Combien de QIS dans une banane ?',
      ai: parsed.text,
      status: 'done',
    });
  });

  it('replays a finished answer as one event', async () => {
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'What is QIS?');
    const first = parseStream((await stream(accessToken, id)).body);
    const again = await stream(accessToken, id);
    expectEventStream(again);
    expect(parseStream(again.body)).toEqual({
      contents: [first.text],
      text: first.text,
      done: true,
      error: null,
    });
  });

  it('answers 404 for another member’s message and for an unknown one, 400 for a malformed id, 401 without a token', async () => {
    const owner = await testApp.signedInMember();
    const id = await sent(owner.accessToken, 'Mine');
    const stranger = await testApp.signedInMember();
    expectApiError(await stream(stranger.accessToken, id), 404, 'not-found');
    expectApiError(await stream(owner.accessToken, '00000000-0000-4000-8000-000000000000'), 404, 'not-found');
    expectApiError(await stream(owner.accessToken, 'not-a-uuid'), 400, 'validation');
    expectApiError(await testApp.call('GET', `/api/chat/message/${id}`), 401, 'unauthorized');
    expect((await row(id)).status).toBe('pending');
  });

  it('produces an answer once when two requests ask for it together; both get all of it', async () => {
    const { provider, state } = scripted(['Un ', 'deux ', 'trois ', 'quatre ', 'cinq.'], { delayMs: 60 });
    const app = await testApp.startApp({ assistant: provider });
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Compte', app);
    const [a, b] = await Promise.all([stream(accessToken, id, app), stream(accessToken, id, app)]);
    expect(state.calls).toBe(1);
    for (const response of [a, b]) {
      expectEventStream(response);
      expect(parseStream(response.body)).toMatchObject({ text: 'Un deux trois quatre cinq.', done: true });
    }
  });

  it('streams on one instance what was asked on another (nothing lives in one process)', async () => {
    const { provider } = scripted(['Réponse ', 'complète.']);
    const asked = await testApp.startApp({ assistant: provider });
    const answering = await testApp.startApp({ assistant: provider, ownConnection: true });
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Deux instances ?', asked);
    const response = await stream(accessToken, id, answering);
    expect(parseStream(response.body)).toMatchObject({ text: 'Réponse complète.', done: true });
    expect((await history(accessToken, '', asked))[0]).toMatchObject({
      id,
      ai: 'Réponse complète.',
      status: 'done',
    });
  });

  it('passes the question, the page’s locale and the member to the assistant', async () => {
    const { provider, state } = scripted(['ok']);
    const app = await testApp.startApp({ assistant: provider });
    const { member, accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Wie viele QIS hat ein Apfel?', app);
    await stream(accessToken, id, app);
    expect(state.requests).toEqual([
      { question: 'Wie viele QIS hat ein Apfel?', pageLocale: 'fr', memberId: member.id },
    ]);
  });

  it('stops when the client goes away and keeps what was produced, as stopped', async () => {
    // 25 s of answer: far more than a loaded machine needs to notice the client left, so an answer that
    // ended by itself (status done) can only mean the stop did not happen.
    const pieces = Array.from({ length: 1000 }, (_, i) => `mot${i} `);
    const { provider, state } = scripted(pieces, { delayMs: 25 });
    const app = await testApp.startApp({ assistant: provider });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Une longue réponse', app);

    // node:http rather than fetch: destroying the request closes its one connection for sure.
    const received = await new Promise<{
      contentType: string | undefined;
      encoding: string | undefined;
      body: string;
    }>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/chat/message/${id}`,
          agent: false,
          headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'br, gzip' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => {
            body += text;
            // The first events arrive while the answer is still being produced: nothing buffers them.
            if ((body.match(/^data: /gm) ?? []).length >= 3) {
              request.destroy();
              resolve({
                contentType: response.headers['content-type'],
                encoding: response.headers['content-encoding'],
                body,
              });
            }
          });
          response.on('end', () => reject(new Error('the stream ended before the client left')));
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    expect(received.contentType).toBe('text/event-stream; charset=utf-8');
    expect(received.encoding).toBeUndefined();
    expect(received.body.startsWith('data: {"choices":[{"delta":{"content":"mot0 "}}]}\n\n')).toBe(true);

    let stored = await row(id);
    // Up to 20 s for the stop to be written, well before the answer could end by itself.
    for (let wait = 0; stored.status === 'answering' && wait < 400; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await row(id);
    }
    expect(stored.status).toBe('stopped');
    expect(state.aborted).toBe(1);
    const full = pieces.join('');
    expect(stored.answer.length).toBeGreaterThanOrEqual(3 * 'mot0 '.length);
    expect(stored.answer.length).toBeLessThan(full.length);
    expect(full.startsWith(stored.answer)).toBe(true);
    // What was kept replays, and the history shows it.
    expect(parseStream((await stream(accessToken, id, app)).body)).toMatchObject({
      text: stored.answer,
      done: true,
    });
    expect((await history(accessToken, '', app))[0]).toMatchObject({ ai: stored.answer, status: 'stopped' });
  });

  it('ends with an error event when the assistant fails, keeps the partial answer, and a new request retries', async () => {
    let attempt = 0;
    const flaky: AssistantProvider = {
      name: 'flaky',
      async *answer() {
        attempt += 1;
        yield 'Début ';
        if (attempt === 1) throw new Error('model broke');
        yield 'et fin.';
      },
    };
    const app = await testApp.startApp({ assistant: flaky });
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Fragile ?', app);
    const failed = parseStream((await stream(accessToken, id, app)).body);
    expect(failed).toMatchObject({ text: 'Début ', done: false });
    expect(failed.error).toEqual({
      error: 'assistant-failed',
      message: 'The assistant could not answer: open the stream again to retry',
    });
    expect(await row(id)).toMatchObject({ status: 'failed', answer: 'Début ' });
    expect(parseStream((await stream(accessToken, id, app)).body)).toMatchObject({
      text: 'Début et fin.',
      done: true,
    });
    expect((await row(id)).status).toBe('done');
  });

  it('gives up following an answer whose producer went away, marking it failed', async () => {
    const app = await testApp.startApp({ chatTimings: { progressMs: 250, followPollMs: 20, stallMs: 200 } });
    const { accessToken } = await testApp.signedInMember();
    const id = await sent(accessToken, 'Orpheline', app);
    // As if an instance had claimed it and stopped mid-answer.
    await testApp.database.db
      .update(chatMessages)
      .set({ status: 'answering', answer: 'À moitié', answeredAt: sql`now() - interval '1 minute'` })
      .where(eq(chatMessages.id, id));
    const parsed = parseStream((await stream(accessToken, id, app)).body);
    expect(parsed).toMatchObject({ text: 'À moitié', done: false });
    expect(parsed.error?.error).toBe('assistant-failed');
    expect(await row(id)).toMatchObject({ status: 'failed', answer: 'À moitié' });
  });
});

describe('GET /api/chat/history', () => {
  async function seedMessages(memberId: string, count: number) {
    // Written straight to the database, a second apart: the API's own limit allows 20 a minute.
    for (let i = 0; i < count; i += 1) {
      await testApp.database.db.insert(chatMessages).values({
        memberId,
        question: `Question ${i + 1}`,
        locale: 'en',
        answer: `Answer ${i + 1}`,
        status: 'done',
        createdAt: sql`date_trunc('milliseconds', now()) - make_interval(secs => ${count - i})`,
      });
    }
  }

  it('answers the latest 100, oldest first, and pages back with `before`', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    await seedMessages(member.id, 105);
    const latest = await history(accessToken);
    expect(latest).toHaveLength(100);
    expect(latest[0]).toMatchObject({ human: 'Question 6', ai: 'Answer 6', status: 'done' });
    expect(latest[99]).toMatchObject({ human: 'Question 105' });
    const stamps = latest.map((entry) => Date.parse(entry.timestamp));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    const older = await history(accessToken, `?before=${encodeURIComponent(latest[0]!.timestamp)}`);
    expect(older.map((entry) => entry.human)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
      'Question 5',
    ]);
    expect(await history(accessToken, `?before=${encodeURIComponent(older[0]!.timestamp)}`)).toEqual([]);
  });

  it('shows only the member’s own messages', async () => {
    const { accessToken } = await testApp.signedInMember();
    await sent(accessToken, 'Private');
    const { accessToken: other } = await testApp.signedInMember();
    expect(await history(other)).toEqual([]);
  });

  it('answers 400 for a bad cursor or an unknown parameter, 401 without a token', async () => {
    const { accessToken } = await testApp.signedInMember();
    const bad = await testApp.call('GET', '/api/chat/history?before=yesterday', { token: accessToken });
    expect(expectApiError(bad, 400, 'validation').message).toMatch(/^before must be an ISO 8601 date-time/);
    const extra = await testApp.call('GET', '/api/chat/history?limit=5', { token: accessToken });
    expect(expectApiError(extra, 400, 'validation').message).toBe('limit is not an accepted field');
    expectApiError(await testApp.call('GET', '/api/chat/history'), 401, 'unauthorized');
  });
});

describe('DELETE /api/chat/history', () => {
  it('deletes the member’s conversation (204) and nobody else’s', async () => {
    const { accessToken } = await testApp.signedInMember();
    const { accessToken: other } = await testApp.signedInMember();
    await sent(accessToken, 'Forget me');
    await sent(other, 'Keep me');
    const response = await testApp.call('DELETE', '/api/chat/history', { token: accessToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await history(accessToken)).toEqual([]);
    expect(await history(other)).toHaveLength(1);
  });

  it('answers 401 without a token and 403 without the CSRF header, deleting nothing', async () => {
    const { accessToken } = await testApp.signedInMember();
    await sent(accessToken, 'Still here');
    expectApiError(await testApp.call('DELETE', '/api/chat/history'), 401, 'unauthorized');
    expectApiError(
      await testApp.call('DELETE', '/api/chat/history', { token: accessToken, csrf: false }),
      403,
      'csrf',
    );
    expect(await history(accessToken)).toHaveLength(1);
  });
});

describe('the API documentation', () => {
  it('lists the coaching calls with their bodies and answers', async () => {
    const document = (await testApp.call('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const expected: [string, string, string[]][] = [
      ['/api/chat/message', 'post', ['201', '400', '401', '403', '429']],
      ['/api/chat/message/{id}', 'get', ['200', '400', '401', '404']],
      ['/api/chat/history', 'get', ['200', '400', '401']],
      ['/api/chat/history', 'delete', ['204', '401', '403']],
      ['/api/magic-menus', 'post', ['200', '400', '401', '403', '422', '429', '503']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = document.paths[path]?.[method];
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
      if (method === 'post') expect(operation?.requestBody).toBeDefined();
    }
    expect(JSON.stringify(document.paths['/api/chat/message/{id}'])).toContain('text/event-stream');
  });
});
