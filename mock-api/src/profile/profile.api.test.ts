import { describe, expect, it } from '@jest/globals';
import type { ProfileUpdate, User } from '@qis/contract/api';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import { createTestMember, expectApiError, newMemberProfile, signIn } from '../../test/support/testApp';
import { members } from '../db/schema';

const testApp = useTestApp();

const validProfile = (email: string): ProfileUpdate => ({
  firstName: 'Camille',
  lastName: 'Bernard',
  email,
  birthMonth: 7,
  birthYear: 1990,
  desiredWeight: 68.5,
  gender: 'female',
});

const update = (token: string, profile: unknown, csrf = true) =>
  testApp.call('POST', '/api/profile', { token, body: { profile }, csrf });

describe('GET /api/profile', () => {
  it('answers the signed-in member', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await testApp.call('GET', '/api/profile', { token: accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(newMemberProfile(member));
    expect(response.json()).toMatchObject({ firstName: 'Alex', lastName: 'Durand' });
  });

  it('answers 401 without a token, with a malformed header, and for a deleted member', async () => {
    expectApiError(await testApp.call('GET', '/api/profile'), 401, 'unauthorized');
    expectApiError(
      await testApp.call('GET', '/api/profile', { headers: { authorization: 'Basic abc' } }),
      401,
      'unauthorized',
    );
    const { member, accessToken } = await testApp.signedInMember();
    await testApp.database.db.delete(members).where(eq(members.id, member.id));
    expectApiError(await testApp.call('GET', '/api/profile', { token: accessToken }), 401, 'unauthorized');
  });
});

describe('POST /api/profile', () => {
  it('saves every field and answers the updated member', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const email = `  Renamed.${member.memberNumber}@Example.com `.trim();
    const response = await update(accessToken, { ...validProfile(email), firstName: '  Camille ' });
    expect(response.statusCode).toBe(200);
    const expected: User = {
      ...validProfile(email.toLowerCase()),
      memberNumber: member.memberNumber,
    };
    expect(response.json()).toEqual(expected);
    expect((await testApp.call('GET', '/api/profile', { token: accessToken })).json()).toEqual(expected);
    // The new email is the sign-in email from now on.
    await expect(signIn(testApp.app, email.toLowerCase())).resolves.toHaveProperty(
      'user.email',
      email.toLowerCase(),
    );
  });

  it('answers 409 when another member has the email, in any case', async () => {
    const other = await createTestMember(testApp.database);
    const { accessToken } = await testApp.signedInMember();
    const response = await update(accessToken, validProfile(other.email.toUpperCase()));
    expectApiError(response, 409, 'email-taken');
  });

  it('accepts the member’s own number along with the profile, and changes nothing else for it', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await update(accessToken, {
      ...validProfile(member.email),
      memberNumber: member.memberNumber,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().memberNumber).toBe(member.memberNumber);
  });

  it('refuses to change the membership number (400) and keeps it', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await update(accessToken, { ...validProfile(member.email), memberNumber: 'QIS-000000' });
    expect(expectApiError(response, 400, 'member-number-readonly').message).toBe(
      'The membership number cannot be changed',
    );
    const profile = (await testApp.call('GET', '/api/profile', { token: accessToken })).json<User>();
    expect(profile.memberNumber).toBe(member.memberNumber);
    expect(profile.firstName).toBe('Alex');
  });

  it('has the database refuse any change of a membership number too', async () => {
    const member = await createTestMember(testApp.database);
    await expect(
      testApp.database.db.execute(
        sql`update members set member_number = 'QIS-999999' where id = ${member.id}`,
      ),
    ).rejects.toThrow();
  });

  const currentYear = new Date().getUTCFullYear();
  it.each<[string, Partial<Record<keyof ProfileUpdate | 'memberNumber' | 'extra', unknown>>, string]>([
    ['an empty first name', { firstName: '' }, 'profile.firstName must not be empty'],
    ['a blank last name', { lastName: '   ' }, 'profile.lastName must not be blank'],
    ['a 101-character first name', { firstName: 'x'.repeat(101) }, 'profile.firstName must be at most 100'],
    ['an invalid email', { email: 'camille@' }, 'profile.email must be a valid email address'],
    ['birth month 0', { birthMonth: 0 }, 'profile.birthMonth must be at least 1'],
    ['birth month 13', { birthMonth: 13 }, 'profile.birthMonth must be at most 12'],
    ['a fractional birth month', { birthMonth: 6.5 }, 'profile.birthMonth must be a whole number'],
    ['birth year 1899', { birthYear: 1899 }, 'profile.birthYear must be at least 1900'],
    [
      'next year as birth year',
      { birthYear: currentYear + 1 },
      `profile.birthYear must be ${currentYear} or earlier`,
    ],
    ['desired weight 9', { desiredWeight: 9 }, 'profile.desiredWeight must be at least 10'],
    ['desired weight 501', { desiredWeight: 501 }, 'profile.desiredWeight must be at most 500'],
    ['a number sent as text', { desiredWeight: '70' }, 'profile.desiredWeight must be a number'],
    ['an unknown gender', { gender: 'other' }, 'profile.gender must be one of: female, male'],
    ['a null field', { gender: null }, 'profile.gender must be one of: female, male'],
    ['an extra field', { extra: true }, 'profile.extra is not an accepted field'],
  ])('answers 400 with a readable message for %s', async (_case, change, message) => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await update(accessToken, { ...validProfile(member.email), ...change });
    expect(expectApiError(response, 400, 'validation').message).toContain(message);
  });

  it('answers 400 for a missing field and for a body without "profile"', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const { birthYear: _omitted, ...partial } = validProfile(member.email);
    expect(expectApiError(await update(accessToken, partial), 400, 'validation').message).toBe(
      'profile.birthYear is required',
    );
    const bare = await testApp.call('POST', '/api/profile', {
      token: accessToken,
      body: validProfile(member.email),
    });
    expect(expectApiError(bare, 400, 'validation').message).toBe('profile is required');
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    expectApiError(
      await testApp.call('POST', '/api/profile', { body: { profile: validProfile(member.email) } }),
      401,
      'unauthorized',
    );
    expectApiError(await update(accessToken, validProfile(member.email), false), 403, 'csrf');
    const unchanged = (await testApp.call('GET', '/api/profile', { token: accessToken })).json<User>();
    expect(unchanged.birthYear).toBeNull();
  });
});
