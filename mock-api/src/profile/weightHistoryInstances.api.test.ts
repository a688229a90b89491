import { beforeAll, describe, expect, it } from '@jest/globals';
import type { WeightEntry } from '@qis/shared/api-types';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { weightEntries } from '../db/schema';
import { LISTENER_NAME } from './weightHistoryChanges';

// Each API instance keeps the weight histories it has read. These tests run two instances on one
// database (on PostgreSQL each with its own connections, as two servers would) and check that a
// change made anywhere is what the next read answers, on either instance, at once.
const testApp = useTestApp();
let other: FastifyInstance;

beforeAll(async () => {
  other = await testApp.startApp({ ownConnection: true });
});

const first = () => testApp.app;
const save = async (app: FastifyInstance, token: string, weight: number, date: string) => {
  const response = await call(app, 'POST', '/api/profile/weight', { token, body: { weight, date } });
  expect(response.statusCode).toBe(200);
};
const history = async (app: FastifyInstance, token: string) => {
  const response = await call(app, 'GET', '/api/profile/weight', { token });
  expect(response.statusCode).toBe(200);
  return response.json<WeightEntry[]>();
};
const day = (n: number) => `2025-07-${String(n).padStart(2, '0')}T00:00:00.000Z`;

describe('weight histories on two API instances', () => {
  it('a save through one instance is what the other answers at once, every time', async () => {
    const { accessToken } = await testApp.signedInMember();
    await save(first(), accessToken, 80, day(1));
    const expected: WeightEntry[] = [{ date: day(1), weight: 80 }];
    // Both instances have read (and kept) the history before each save.
    for (let i = 0; i < 6; i += 1) {
      expect(await history(first(), accessToken)).toEqual(expected);
      expect(await history(other, accessToken)).toEqual(expected);
      const [writer, reader] = i % 2 === 0 ? [first(), other] : [other, first()];
      const weight = 79 - i / 2;
      await save(writer, accessToken, weight, day(i % 3 === 0 ? 1 : i + 1));
      if (i % 3 === 0) expected[0] = { date: day(1), weight };
      else expected.push({ date: day(i + 1), weight });
      expected.sort((a, b) => a.date.localeCompare(b.date));
      expect(await history(reader, accessToken)).toEqual(expected);
      expect(await history(writer, accessToken)).toEqual(expected);
    }
  });

  it('a read arriving together with many others still sees the save before it', async () => {
    const { accessToken } = await testApp.signedInMember();
    await save(first(), accessToken, 70, day(1));
    await Promise.all(Array.from({ length: 20 }, () => history(other, accessToken)));
    await save(first(), accessToken, 71, day(2));
    const answers = await Promise.all(Array.from({ length: 20 }, () => history(other, accessToken)));
    for (const answer of answers)
      expect(answer).toEqual([
        { date: day(1), weight: 70 },
        { date: day(2), weight: 71 },
      ]);
  });

  it('a change written to the database by anything else, and a deletion, reach both instances', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    await save(first(), accessToken, 90, day(1));
    await save(first(), accessToken, 89, day(2));
    expect(await history(first(), accessToken)).toHaveLength(2);
    expect(await history(other, accessToken)).toHaveLength(2);

    const { db } = testApp.database;
    await db
      .update(weightEntries)
      .set({ weight: 88.5 })
      .where(and(eq(weightEntries.memberId, member.id), eq(weightEntries.day, '2025-07-02')));
    const updated = [
      { date: day(1), weight: 90 },
      { date: day(2), weight: 88.5 },
    ];
    expect(await history(other, accessToken)).toEqual(updated);
    expect(await history(first(), accessToken)).toEqual(updated);

    await db.delete(weightEntries).where(eq(weightEntries.memberId, member.id));
    expect(await history(other, accessToken)).toEqual([]);
    expect(await history(first(), accessToken)).toEqual([]);
  });

  it('emptying the whole table reaches both instances', async () => {
    const { accessToken } = await testApp.signedInMember();
    await save(other, accessToken, 65, day(3));
    expect(await history(first(), accessToken)).toHaveLength(1);
    expect(await history(other, accessToken)).toHaveLength(1);
    await testApp.database.db.execute(sql`truncate ${weightEntries}`);
    expect(await history(first(), accessToken)).toEqual([]);
    expect(await history(other, accessToken)).toEqual([]);
  });
});

// PostgreSQL only: the announcements of other instances arrive over a connection that can be lost.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('weight histories when the listening connection is lost (PostgreSQL)', () => {
  const listeners = async () => {
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`application_name = ${LISTENER_NAME} and datname = current_database()`);
    return row?.count ?? 0;
  };

  it('reads the database meanwhile, then listens and keeps histories again', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    await save(first(), accessToken, 75, day(1));
    expect(await history(other, accessToken)).toEqual([{ date: day(1), weight: 75 }]);
    expect(await listeners()).toBe(2);

    // Every instance loses its listening connection; a change made now is announced to no one.
    await testApp.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`);
    await testApp.database.db
      .update(weightEntries)
      .set({ weight: 74 })
      .where(eq(weightEntries.memberId, member.id));
    expect(await history(other, accessToken)).toEqual([{ date: day(1), weight: 74 }]);
    expect(await history(first(), accessToken)).toEqual([{ date: day(1), weight: 74 }]);

    // Both listen again (after about a second) …
    const deadline = Date.now() + 10_000;
    while ((await listeners()) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await listeners()).toBe(2);
    // … and a save through one instance still reaches the other's next read.
    expect(await history(other, accessToken)).toEqual([{ date: day(1), weight: 74 }]);
    await save(first(), accessToken, 73, day(1));
    expect(await history(other, accessToken)).toEqual([{ date: day(1), weight: 73 }]);
  });
});
