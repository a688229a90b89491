import { describe, expect, it } from '@jest/globals';
import { dayOf } from '@qis/contract';
import type { WeightEntry } from '@qis/contract/api';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import { expectApiError } from '../../test/support/testApp';
import { weightEntries } from '../db/schema';

const testApp = useTestApp();

const save = (token: string, body: unknown, csrf = true) =>
  testApp.call('POST', '/api/profile/weight', { token, body, csrf });
const history = async (token: string) =>
  (await testApp.call('GET', '/api/profile/weight', { token })).json<WeightEntry[]>();

describe('GET /api/profile/weight', () => {
  it('answers an empty history for a new member', async () => {
    const { accessToken } = await testApp.signedInMember();
    const response = await testApp.call('GET', '/api/profile/weight', { token: accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    expectApiError(await testApp.call('GET', '/api/profile/weight'), 401, 'unauthorized');
    expectApiError(await testApp.call('GET', '/api/profile/weight', { token: 'a.b.c' }), 401, 'unauthorized');
  });
});

describe('POST /api/profile/weight', () => {
  it('answers the new history, sorted ascending, one entry per day at UTC midnight', async () => {
    const { accessToken } = await testApp.signedInMember();
    await save(accessToken, { weight: 80.2, date: '2025-03-10T00:00:00.000Z' });
    await save(accessToken, { weight: 79.1, date: '2025-03-14T00:00:00.000Z' });
    const response = await save(accessToken, { weight: 79.8, date: '2025-03-12T00:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    const expected = [
      { date: '2025-03-10T00:00:00.000Z', weight: 80.2 },
      { date: '2025-03-12T00:00:00.000Z', weight: 79.8 },
      { date: '2025-03-14T00:00:00.000Z', weight: 79.1 },
    ];
    expect(response.json()).toEqual(expected);
    expect(await history(accessToken)).toEqual(expected);
  });

  it('replaces the weight of a day saved again, whatever the time of day', async () => {
    const { accessToken } = await testApp.signedInMember();
    await save(accessToken, { weight: 81, date: '2025-04-01T00:00:00.000Z' });
    const response = await save(accessToken, { weight: 80.4, date: '2025-04-01T18:45:00.000Z' });
    expect(response.json()).toEqual([{ date: '2025-04-01T00:00:00.000Z', weight: 80.4 }]);
  });

  it('keeps one entry per day under concurrent saves', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const weights = [70, 70.5, 71, 71.5, 72, 72.5, 73, 73.5];
    const answers = await Promise.all(
      weights.map((weight) => save(accessToken, { weight, date: '2025-05-05T00:00:00.000Z' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await testApp.database.db
      .select()
      .from(weightEntries)
      .where(eq(weightEntries.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(weights).toContain(rows[0]?.weight);
  });

  it('keeps members’ histories apart', async () => {
    const first = await testApp.signedInMember();
    const second = await testApp.signedInMember();
    await save(first.accessToken, { weight: 90, date: '2025-06-01T00:00:00.000Z' });
    await save(second.accessToken, { weight: 60, date: '2025-06-01T00:00:00.000Z' });
    expect(await history(first.accessToken)).toEqual([{ date: '2025-06-01T00:00:00.000Z', weight: 90 }]);
    expect(await history(second.accessToken)).toEqual([{ date: '2025-06-01T00:00:00.000Z', weight: 60 }]);
  });

  it('saves for today when the date is missing', async () => {
    const { accessToken } = await testApp.signedInMember();
    const before = dayOf(new Date(), 'utc');
    const response = await save(accessToken, { weight: 75 });
    const after = dayOf(new Date(), 'utc');
    const [entry] = response.json<WeightEntry[]>();
    expect([`${before}T00:00:00.000Z`, `${after}T00:00:00.000Z`]).toContain(entry?.date);
  });

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  it.each<[string, unknown, string]>([
    ['a weight of 9', { weight: 9, date: '2025-01-01T00:00:00.000Z' }, 'weight must be at least 10'],
    ['a weight of 501', { weight: 501, date: '2025-01-01T00:00:00.000Z' }, 'weight must be at most 500'],
    ['a weight sent as text', { weight: '80', date: '2025-01-01T00:00:00.000Z' }, 'weight must be a number'],
    ['a missing weight', { date: '2025-01-01T00:00:00.000Z' }, 'weight is required'],
    ['a date without time', { weight: 80, date: '2025-01-01' }, 'date must be an ISO 8601 date-time'],
    ['a date that is not one', { weight: 80, date: 'yesterday' }, 'date must be an ISO 8601 date-time'],
    ['a date next week', { weight: 80, date: nextWeek }, 'date must not be in the future'],
    [
      'a date before 1900',
      { weight: 80, date: '1899-12-31T00:00:00.000Z' },
      'date must be 1900-01-01 or later',
    ],
    [
      'an extra field',
      { weight: 80, date: '2025-01-01T00:00:00.000Z', unit: 'kg' },
      'unit is not an accepted field',
    ],
  ])('answers 400 with a readable message for %s', async (_case, body, message) => {
    const { accessToken } = await testApp.signedInMember();
    const response = await save(accessToken, body);
    expect(expectApiError(response, 400, 'validation').message).toContain(message);
    expect(await history(accessToken)).toEqual([]);
  });

  it('accepts tomorrow’s UTC day, which is already today east of Greenwich', async () => {
    const { accessToken } = await testApp.signedInMember();
    expect((await save(accessToken, { weight: 80, date: tomorrow })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { accessToken } = await testApp.signedInMember();
    const body = { weight: 80, date: '2025-01-01T00:00:00.000Z' };
    expectApiError(await testApp.call('POST', '/api/profile/weight', { body }), 401, 'unauthorized');
    expectApiError(await save(accessToken, body, false), 403, 'csrf');
    expect(await history(accessToken)).toEqual([]);
  });
});
