import { describe, expect, it } from '@jest/globals';
import type { FitnessWeekSummary, User, WeightEntry } from '@qis/contract/api';
import { eq } from 'drizzle-orm';
import { call } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { memberActivity, members, weightEntries } from '../db/schema';

// A member's answers are tagged by the database's count of their writes (revalidate.ts,
// dataVersions.ts), on PGlite and PostgreSQL alike. Each test reads once (and revalidates: 304),
// writes, and reads again with the old tag: it must see the new data, whether the write came through
// the API, straight to the database (a chat answer finishing, an import, psql) or through another
// API instance.
const testApp = useTestApp();

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  testApp.call('GET', url, { token, headers });

describe('answers revalidated by the member’s data version', () => {
  it('the profile: a change through the API, then one straight to the database', async () => {
    const { accessToken, member } = await testApp.signedInMember();
    const first = await get('/api/profile', accessToken);
    expect((await get('/api/profile', accessToken)).payload).toBe(first.payload);

    const profile = {
      firstName: 'Renée',
      lastName: 'Bernard',
      email: member.email,
      birthMonth: 7,
      birthYear: 1990,
      desiredWeight: 68.5,
      gender: 'female',
    };
    const saved = await testApp.call('POST', '/api/profile', { token: accessToken, body: { profile } });
    expect(saved.statusCode).toBe(200);
    const changed = await get('/api/profile', accessToken, { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<User>().firstName).toBe('Renée');

    await testApp.database.db.update(members).set({ firstName: 'Ida' }).where(eq(members.id, member.id));
    const direct = await get('/api/profile', accessToken, {
      'if-none-match': changed.headers.etag as string,
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.json<User>().firstName).toBe('Ida');
  });

  it('an unchanged answer answers 304 to its tag, and never to another member', async () => {
    const one = await testApp.signedInMember();
    const other = await testApp.signedInMember();
    const etag = (await get('/api/profile', one.accessToken)).headers.etag as string;
    const kept = await get('/api/profile', one.accessToken, { 'if-none-match': etag });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers.etag).toBe(etag);

    const theirs = await get('/api/profile', other.accessToken, { 'if-none-match': etag });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<User>().email).toBe(other.member.email);
    expect((await get('/api/profile', one.accessToken)).json<User>().email).toBe(one.member.email);
  });

  it('the weights: a weight through the API, then one deleted in the database', async () => {
    const { accessToken, member } = await testApp.signedInMember();
    expect((await get('/api/profile/weight', accessToken)).json<WeightEntry[]>()).toHaveLength(0);
    await testApp.call('POST', '/api/profile/weight', { token: accessToken, body: { weight: 71.5 } });
    const weights = (await get('/api/profile/weight', accessToken)).json<WeightEntry[]>();
    expect(weights.map((entry) => entry.weight)).toEqual([71.5]);

    await testApp.database.db.delete(weightEntries).where(eq(weightEntries.memberId, member.id));
    expect((await get('/api/profile/weight', accessToken)).json<WeightEntry[]>()).toHaveLength(0);
  });

  it('the fitness week: a finished workout counts at once', async () => {
    const { accessToken } = await testApp.signedInMember();
    const week = async () =>
      (await get('/api/fitness/sessions/week', accessToken)).json<FitnessWeekSummary>().count;
    expect(await week()).toBe(0);
    const startedAt = new Date(Date.now() - 65_000).toISOString();
    const completedAt = new Date(Date.now() - 5_000).toISOString();
    const recorded = await testApp.call('POST', '/api/fitness/sessions', {
      token: accessToken,
      body: { workoutId: 1, startedAt, completedAt },
    });
    expect(recorded.statusCode).toBe(201);
    expect(await week()).toBe(1);
  });

  it('the chat history: a question asked, then the history deleted', async () => {
    const { accessToken } = await testApp.signedInMember();
    const history = async () => (await get('/api/chat/history', accessToken)).json<{ human: string }[]>();
    expect(await history()).toHaveLength(0);
    const asked = await testApp.call('POST', '/api/chat/message', {
      token: accessToken,
      body: { message: 'Combien de QIS pour une pomme ?' },
    });
    expect(asked.statusCode).toBe(201);
    expect((await history()).map((message) => message.human)).toEqual(['Combien de QIS pour une pomme ?']);

    expect((await testApp.call('DELETE', '/api/chat/history', { token: accessToken })).statusCode).toBe(204);
    expect(await history()).toHaveLength(0);
  });

  it('the status poll: a member seen, then a member no longer seen, count at once', async () => {
    const { accessToken } = await testApp.signedInMember();
    const online = async () =>
      (await get('/api/status', accessToken)).json<{ activeUsers: number }>().activeUsers;
    const before = await online();
    expect(await online()).toBe(before);
    const other = await testApp.signedInMember();
    expect(await online()).toBe(before + 1);

    await testApp.database.db.delete(memberActivity).where(eq(memberActivity.memberId, other.member.id));
    expect(await online()).toBe(before);
  });

  it('a write through another API instance is seen by this one at once, and the other way round', async () => {
    // Its own connection, as a second server behind the load balancer has (on PGlite: the same one).
    const other = await testApp.startApp({ ownConnection: true });
    const { accessToken } = await testApp.signedInMember();
    const weights = async (app: typeof other) =>
      (await call(app, 'GET', '/api/profile/weight', { token: accessToken }))
        .json<WeightEntry[]>()
        .map((entry) => entry.weight);
    // Both instances keep the (empty) answer.
    expect(await weights(testApp.app)).toEqual([]);
    expect(await weights(other)).toEqual([]);

    const saved = await call(other, 'POST', '/api/profile/weight', {
      token: accessToken,
      body: { weight: 64.2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await weights(testApp.app)).toEqual([64.2]);

    const again = await testApp.call('POST', '/api/profile/weight', {
      token: accessToken,
      body: { weight: 63.8 },
    });
    // The same day's weight replaced.
    expect(again.statusCode).toBe(200);
    expect(await weights(other)).toEqual([63.8]);
  });
});
