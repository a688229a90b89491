import { describe, expect, it } from '@jest/globals';
import { dayOf } from '@qis/contract';
import type { WeightEntry } from '@qis/contract/api';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import { createTestMember, signIn } from '../../test/support/testApp';
import { members } from '../db/schema';
import { MEMBER_NUMBER_PATTERN } from './memberNumber';
import { MembersRepository } from './repository';
import { DEMO_EMAIL, DEMO_PASSWORD, demoWeightHistory, seedDemo } from './seedDemo';
import { createMember, EmailTakenError, newMemberProblems } from './service';

const testApp = useTestApp();

describe('seedDemo', () => {
  it('creates the demo member once, with a full profile and eight weeks of weigh-ins ending today', async () => {
    // "Today" read on both sides of the seeding: a run that crosses midnight UTC has two.
    const utcToday = () => `${dayOf(new Date(), 'utc')}T00:00:00.000Z`;
    const todayBefore = utcToday();
    expect(await seedDemo(testApp.database.db)).toBe('created');
    const todayAfter = utcToday();
    expect(await seedDemo(testApp.database.db)).toBe('present');
    const rows = await testApp.database.db.select().from(members).where(eq(members.email, DEMO_EMAIL));
    expect(rows).toHaveLength(1);

    const session = await signIn(testApp.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect(session.user).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      email: DEMO_EMAIL,
      memberNumber: expect.stringMatching(MEMBER_NUMBER_PATTERN),
      birthMonth: 4,
      birthYear: 1988,
      desiredWeight: 72,
      gender: 'female',
    });

    const history = (await testApp.call('GET', '/api/profile/weight', { token: session.accessToken })).json<
      WeightEntry[]
    >();
    const lastDay = history.at(-1)?.date ?? '';
    expect([todayBefore, todayAfter]).toContain(lastDay);
    const firstDay = Date.parse(history[0]?.date ?? '');
    expect((Date.parse(lastDay) - firstDay) / 86_400_000).toBe(55);
    expect(history.length).toBeGreaterThanOrEqual(8 * 3);
    expect((history[0]?.weight ?? 0) - (history.at(-1)?.weight ?? 0)).toBeGreaterThan(2);
  });

  it('draws a realistic curve: several weigh-ins every week, each within a kilo of the last', () => {
    const entries = demoWeightHistory(new Date('2025-03-14T10:00:00Z'));
    expect(entries.at(-1)?.day).toBe('2025-03-14');
    for (let week = 0; week < 8; week += 1) {
      const start = Date.parse('2025-01-18T00:00:00Z') + week * 7 * 86_400_000;
      const inWeek = entries.filter((entry) => {
        const at = Date.parse(`${entry.day}T00:00:00Z`);
        return at >= start && at < start + 7 * 86_400_000;
      });
      expect(inWeek.length).toBeGreaterThanOrEqual(3);
    }
    for (let index = 1; index < entries.length; index += 1) {
      const step = Math.abs((entries[index]?.weight ?? 0) - (entries[index - 1]?.weight ?? 0));
      expect(step).toBeLessThan(1);
    }
  });
});

describe('createMember', () => {
  it('gives each member a distinct membership number of the form QIS-123456', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createTestMember(testApp.database)));
    const numbers = created.map((member) => member.memberNumber);
    for (const number of numbers) expect(number).toMatch(MEMBER_NUMBER_PATTERN);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('stores the email lower-cased and refuses a second member with it', async () => {
    const member = await createTestMember(testApp.database, { email: 'Mixed.Case@Example.com' });
    expect(member.email).toBe('mixed.case@example.com');
    await expect(
      createMember(new MembersRepository(testApp.database.db), {
        email: 'MIXED.case@example.com',
        password: 'long enough',
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('never keeps the password itself, only an argon2id hash', async () => {
    const member = await createTestMember(testApp.database);
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('newMemberProblems', () => {
  it('accepts valid data and names every problem of invalid data', () => {
    const valid = { email: 'a@example.com', password: 'long enough', firstName: 'A', lastName: 'B' };
    expect(newMemberProblems(valid)).toEqual([]);
    expect(
      newMemberProblems({ email: 'nope', password: 'short', firstName: ' ', lastName: 'x'.repeat(101) }),
    ).toEqual([
      '"nope" is not a valid email address',
      'the password must be at least 8 characters long',
      'the first name must not be empty',
      'the last name must be at most 100 characters long',
    ]);
  });
});
