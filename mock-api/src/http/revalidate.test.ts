import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerRevalidation } from './revalidate';

/**
 * A route marked like the member's versioned GETs, behind a stand-in for the auth guard: `count` is
 * what the database would say of the member's writes (null: no member signed in); `runs` how often
 * the route ran.
 */
async function appWithCounts(readCount: () => Promise<number | null>) {
  const app = Fastify();
  app.decorateRequest('memberId', '');
  app.decorateRequest('dataVersion', '');
  registerRevalidation(app, 'test');
  app.addHook('onRequest', async (request) => {
    const count = await readCount();
    if (count === null) return;
    request.memberId = 'm';
    request.dataVersion = `1.${count}`;
  });
  let runs = 0;
  app.get('/answer', { config: { revalidate: true, versioned: true } }, async () => {
    runs += 1;
    return { runs };
  });
  await app.ready();
  return { app, runs: () => runs };
}

describe('versioned answers', () => {
  it('answer 304 without running the route while the member’s count holds, and run it when it moves', async () => {
    let count = 3;
    const { app, runs } = await appWithCounts(async () => count);
    const first = await app.inject('/answer');
    expect(first.json()).toEqual({ runs: 1 });
    const again = { url: '/answer', headers: { 'if-none-match': first.headers.etag as string } };
    const revalidated = await app.inject(again);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(runs()).toBe(1);

    count = 4;
    const moved = await app.inject(again);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ runs: 2 });
    expect(moved.headers.etag).not.toBe(first.headers.etag);
    await app.close();
  });

  it('are tagged by their body when no member’s version was read', async () => {
    const { app, runs } = await appWithCounts(async () => null);
    const answers = [await app.inject('/answer'), await app.inject('/answer')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json())).toEqual([{ runs: 1 }, { runs: 2 }]);
    expect(answers[0]!.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(runs()).toBe(2);
    await app.close();
  });

  it('differ by the language asked', async () => {
    const { app } = await appWithCounts(async () => 1);
    const english = await app.inject({ url: '/answer', headers: { 'accept-language': 'en' } });
    const french = await app.inject({
      url: '/answer',
      headers: { 'accept-language': 'fr', 'if-none-match': english.headers.etag as string },
    });
    expect(french.statusCode).toBe(200);
    await app.close();
  });
});
