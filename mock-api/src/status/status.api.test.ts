import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import { call, createTestMember, expectApiError, signIn } from '../../test/support/testApp';
import { memberActivity } from '../db/schema';

const testApp = useTestApp();
/** A second API instance with its own connection to the same database. */
let second: FastifyInstance;

beforeAll(async () => {
  second = await testApp.startApp({ ownConnection: true });
});

const activeUsers = async (app: FastifyInstance, token: string) => {
  const response = await call(app, 'GET', '/api/status', { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ activeUsers: number }>().activeUsers;
};

const lastSeen = async (memberId: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(memberActivity)
    .where(eq(memberActivity.memberId, memberId));
  return row?.lastSeenAt;
};

describe('GET /api/status', () => {
  it('counts the members active in the last 5 minutes on any API instance of the database', async () => {
    await testApp.database.db.delete(memberActivity);
    const alice = await createTestMember(testApp.database);
    const bruno = await createTestMember(testApp.database);
    const aliceSession = await signIn(testApp.app, alice.email);
    const brunoSession = await signIn(second, bruno.email);

    expect(await activeUsers(testApp.app, aliceSession.accessToken)).toBe(2);
    expect(await activeUsers(second, brunoSession.accessToken)).toBe(2);

    // Bruno was last seen 6 minutes ago: no longer online.
    await testApp.database.db
      .update(memberActivity)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(memberActivity.memberId, bruno.id));
    expect(await activeUsers(testApp.app, aliceSession.accessToken)).toBe(1);
  });

  it('records a signed-in member’s requests, at most once per 30 seconds', async () => {
    const member = await createTestMember(testApp.database);
    const { accessToken } = await signIn(testApp.app, member.email);
    const atSignIn = await lastSeen(member.id);
    expect(atSignIn).toBeInstanceOf(Date);

    // Within 30 s, neither the same instance nor another one rewrites the row.
    await call(testApp.app, 'GET', '/api/profile', { token: accessToken });
    await call(second, 'GET', '/api/profile', { token: accessToken });
    expect(await lastSeen(member.id)).toEqual(atSignIn);

    // Once the last write is older than 30 s, a request records it again.
    await testApp.database.db
      .update(memberActivity)
      .set({ lastSeenAt: sql`now() - interval '40 seconds'` })
      .where(eq(memberActivity.memberId, member.id));
    const old = await lastSeen(member.id);
    const third = await testApp.startApp({ ownConnection: true });
    try {
      await call(third, 'GET', '/api/profile/weight', { token: accessToken });
    } finally {
      await third.close();
    }
    const renewed = await lastSeen(member.id);
    expect(renewed?.getTime()).toBeGreaterThan(old?.getTime() ?? Infinity);
  });

  it('answers 401 without a valid token', async () => {
    expectApiError(await call(testApp.app, 'GET', '/api/status'), 401, 'unauthorized');
    expectApiError(await call(testApp.app, 'GET', '/api/status', { token: 'nonsense' }), 401, 'unauthorized');
  });
});
