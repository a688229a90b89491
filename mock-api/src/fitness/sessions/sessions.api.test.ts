import { describe, expect, it } from '@jest/globals';
import type { FitnessSessionResponse, FitnessWeekSummary } from '@qis/contract/api';
import { and, eq } from 'drizzle-orm';
import { expectApiError } from '../../../test/support/testApp';
import { useTestApp } from '../../../test/support/useTestApp';
import { fitnessSessions, members } from '../../db/schema';
import { bonusQis } from '../../nutrition/bonus/service';
import { isoWeekStartUtc } from './service';

const testApp = useTestApp();

/** 2011 Compendium "aerobic, general". */
const AEROBICS_MET = 7.3;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** A workout of `minutes` that began `secondsAgo` and took its whole length. */
function finished(workoutId: number, minutes: number, secondsAgo = minutes * 60 + 5) {
  return { workoutId, startedAt: ago(secondsAgo), completedAt: ago(secondsAgo - minutes * 60) };
}

const post = (token: string, body: unknown, csrf = true) =>
  testApp.call('POST', '/api/fitness/sessions', { token, body, csrf });
const week = async (token: string) =>
  (await testApp.call('GET', '/api/fitness/sessions/week', { token })).json<FitnessWeekSummary>();

describe('POST /api/fitness/sessions', () => {
  it('records the session with the QIS at the latest weight and answers this week’s summary', async () => {
    const { accessToken } = await testApp.signedInMember();
    await testApp.call('POST', '/api/profile/weight', { token: accessToken, body: { weight: 92 } });
    const body = finished(7, 10);
    const response = await post(accessToken, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json<FitnessSessionResponse>();
    expect(answer.created).toBe(true);
    expect(answer.session).toMatchObject({
      workoutId: 7,
      startedAt: body.startedAt,
      completedAt: body.completedAt,
      durationSeconds: 600,
      qis: bonusQis(AEROBICS_MET, 92, 10),
    });
    expect(answer.session.qis).toBe(Math.round((6.3 * 92 * 10) / 60 / 12));
    expect(answer.week).toEqual({
      count: 1,
      target: 2,
      qisEarned: answer.session.qis,
      weekStart: isoWeekStartUtc(new Date()).toISOString(),
    });
    expect(await week(accessToken)).toEqual(answer.week);
  });

  it('uses 70 kg for a member without a weight and adds each workout to the week', async () => {
    const { accessToken } = await testApp.signedInMember();
    const first = (await post(accessToken, finished(1, 1, 200))).json<FitnessSessionResponse>();
    expect(first.session.qis).toBe(bonusQis(AEROBICS_MET, 70, 1));
    const second = (await post(accessToken, finished(11, 30))).json<FitnessSessionResponse>();
    expect(second.session.qis).toBe(bonusQis(AEROBICS_MET, 70, 30));
    expect(second.week).toMatchObject({ count: 2, qisEarned: first.session.qis + second.session.qis });
  });

  it('counts a retried request once: 200, created false, the same session', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const body = finished(3, 3);
    const first = await post(accessToken, body);
    const again = await post(accessToken, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    const answer = again.json<FitnessSessionResponse>();
    expect(answer.created).toBe(false);
    expect(answer.session.id).toBe(first.json<FitnessSessionResponse>().session.id);
    expect(answer.week.count).toBe(1);
    // The same start written another way (an offset instead of Z) is the same session.
    const offset = new Date(body.startedAt);
    const shifted = new Date(offset.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await post(accessToken, { ...body, startedAt: shifted })).statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(fitnessSessions)
      .where(and(eq(fitnessSessions.memberId, member.id), eq(fitnessSessions.workoutId, 3)));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same session arrives several times at once', async () => {
    const { accessToken } = await testApp.signedInMember();
    const body = finished(2, 2);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(accessToken, body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect((await week(accessToken)).count).toBe(1);
  });

  it('counts another start of the same workout, and another workout with the same start', async () => {
    const { accessToken } = await testApp.signedInMember();
    const body = finished(1, 1, 400);
    await post(accessToken, body);
    await post(accessToken, finished(1, 1, 150));
    await post(accessToken, { ...body, workoutId: 2, completedAt: ago(400 - 120) });
    expect((await week(accessToken)).count).toBe(3);
  });

  it.each([
    ['a workout id of 0', { workoutId: 0 }, 'workoutId'],
    ['a workout id of 12', { workoutId: 12 }, 'workoutId'],
    ['a workout id as text', { workoutId: '4' }, 'workoutId'],
    ['a date that is not ISO', { startedAt: 'yesterday' }, 'startedAt'],
    ['an extra field', { qis: 500 }, 'qis'],
  ])('answers 400 for %s', async (_case, change, field) => {
    const { accessToken } = await testApp.signedInMember();
    const error = expectApiError(
      await post(accessToken, { ...finished(4, 4), ...change }),
      400,
      'validation',
    );
    expect(error.message).toContain(field);
  });

  it('answers 400 for a missing field and an empty body', async () => {
    const { accessToken } = await testApp.signedInMember();
    const { workoutId, startedAt } = finished(4, 4);
    expectApiError(await post(accessToken, { workoutId, startedAt }), 400, 'validation');
    expectApiError(await post(accessToken, {}), 400, 'validation');
  });

  it.each([
    ['completedAt before startedAt', { startedAt: ago(100), completedAt: ago(400) }, /after startedAt/],
    ['completedAt equal to startedAt', { startedAt: ago(300), completedAt: ago(300) }, /after startedAt/],
    ['completedAt in the future', { startedAt: ago(60), completedAt: ago(-600) }, /future/],
    [
      'a session of last year',
      { startedAt: ago(400 * 86_400), completedAt: ago(400 * 86_400 - 300) },
      /30 days/,
    ],
    ['a 5-minute workout done in 60 s', { startedAt: ago(70), completedAt: ago(10) }, /at least 75 s/],
    ['a span of three hours', { startedAt: ago(3 * 3600), completedAt: ago(10) }, /2 hours/],
  ])('answers 400 for %s, recording nothing', async (_case, times, message) => {
    const { accessToken } = await testApp.signedInMember();
    const error = expectApiError(await post(accessToken, { workoutId: 5, ...times }), 400, 'validation');
    expect(error.message).toMatch(message);
    expect((await week(accessToken)).count).toBe(0);
  });

  it('accepts a workout played at double speed, as the player’s controls allow (half of it: a quarter of its length)', async () => {
    const { accessToken } = await testApp.signedInMember();
    const whole = await post(accessToken, { workoutId: 5, startedAt: ago(160), completedAt: ago(10) });
    expect(whole.statusCode).toBe(201);
    const half = await post(accessToken, { workoutId: 5, startedAt: ago(1000), completedAt: ago(925) });
    expect(half.statusCode).toBe(201);
    expect((await week(accessToken)).count).toBe(2);
  });

  it('accepts a clock a little ahead of the server’s', async () => {
    const { accessToken } = await testApp.signedInMember();
    const response = await post(accessToken, { workoutId: 1, startedAt: ago(0), completedAt: ago(-60) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 without a valid token and 403 without the CSRF header', async () => {
    expectApiError(await testApp.call('POST', '/api/fitness/sessions', { body: finished(1, 1) }), 401);
    expectApiError(await post('a.b.c', finished(1, 1)), 401, 'unauthorized');
    const { accessToken } = await testApp.signedInMember();
    expectApiError(await post(accessToken, finished(1, 1), false), 403, 'csrf');
    expect((await week(accessToken)).count).toBe(0);
  });
});

describe('a member deleted while their token is still valid', () => {
  it('gets 401 rather than a recorded session', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    await testApp.database.db.delete(members).where(eq(members.id, member.id));
    expectApiError(await post(accessToken, finished(1, 1)), 401, 'unauthorized');
  });
});

describe('GET /api/fitness/sessions/week', () => {
  it('starts at zero for a new member, against the advice of 2', async () => {
    const { accessToken } = await testApp.signedInMember();
    const response = await testApp.call('GET', '/api/fitness/sessions/week', { token: accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 0,
      target: 2,
      qisEarned: 0,
      weekStart: isoWeekStartUtc(new Date()).toISOString(),
    });
  });

  it('leaves out workouts of earlier weeks and of other members', async () => {
    const { accessToken } = await testApp.signedInMember();
    const other = await testApp.signedInMember();
    // Eight days ago always lies in an earlier ISO week.
    const lastWeek = 8 * 86_400;
    expect((await post(accessToken, finished(1, 1, lastWeek))).statusCode).toBe(201);
    await post(other.accessToken, finished(2, 2));
    expect(await week(accessToken)).toMatchObject({ count: 0, qisEarned: 0 });
    expect(await week(other.accessToken)).toMatchObject({ count: 1 });
  });

  it('answers 401 without a token', async () => {
    expectApiError(await testApp.call('GET', '/api/fitness/sessions/week'), 401, 'unauthorized');
  });
});
