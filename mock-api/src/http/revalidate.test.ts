import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { DataVersions } from './dataVersions';
import { MemberReadCache } from './memberReadCache';
import { registerRevalidation } from './revalidate';

/**
 * A route marked like the member's kept GETs, behind the read cache with the database's counts
 * (PostgreSQL's way): `count` is what the database would say; `runs` how often the route ran.
 */
async function appWithCounts(readCount: () => Promise<number>) {
  const app = Fastify();
  registerRevalidation(
    app,
    new MemberReadCache(),
    new DataVersions(async (memberIds) => ({
      epoch: 1,
      members: new Map(memberIds.map((id) => [id, 0])).set('m', await readCount()),
    })),
  );
  app.addHook('onRequest', async (request) => {
    request.memberId = 'm';
  });
  let runs = 0;
  app.get('/answer', { config: { revalidate: true, readCache: true } }, async () => {
    runs += 1;
    return { runs };
  });
  await app.ready();
  return { app, runs: () => runs };
}

describe('the read cache with the database’s counts of writes', () => {
  it('serves the kept answer while the member’s count is the same, and runs the route when it moves', async () => {
    let count = 3;
    const { app, runs } = await appWithCounts(async () => count);
    const first = await app.inject('/answer');
    expect(first.json()).toEqual({ runs: 1 });
    expect((await app.inject('/answer')).json()).toEqual({ runs: 1 });
    const revalidated = await app.inject({
      url: '/answer',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(runs()).toBe(1);

    count = 4;
    expect((await app.inject('/answer')).json()).toEqual({ runs: 2 });
    expect((await app.inject('/answer')).json()).toEqual({ runs: 2 });
    await app.close();
  });

  it('answers as if nothing were kept when the count cannot be read', async () => {
    const { app, runs } = await appWithCounts(async () => {
      throw new Error('connection refused');
    });
    const answers = [await app.inject('/answer'), await app.inject('/answer')];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json())).toEqual([{ runs: 1 }, { runs: 2 }]);
    expect(runs()).toBe(2);
    await app.close();
  });
});
