import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/support/useTestApp';
import { createTestMember, expectApiError, signIn, TEST_PASSWORD } from '../../test/support/testApp';

const testApp = useTestApp();

const NEW_PASSWORD = 'lantern orchard violin';

const change = (
  token: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
  csrf = true,
) => testApp.call('POST', '/api/account/password', { token, body, headers, csrf });

describe('POST /api/account/password', () => {
  it('changes the password: the old one is refused, the new one works, other sessions are signed out', async () => {
    const member = await createTestMember(testApp.database);
    const here = await signIn(testApp.app, member.email);
    const elsewhere = await signIn(testApp.app, member.email);
    const answer = await change(here.accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(204);

    const refresh = (refreshToken: string) =>
      testApp.call('POST', '/api/auth/refresh', { body: { refreshToken } });
    expectApiError(await refresh(elsewhere.refreshToken), 401);
    // The session that made the change stays signed in.
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expectApiError(
      await testApp.call('POST', '/api/auth/login', { body: { email: member.email, pass: TEST_PASSWORD } }),
      401,
      'invalid-credentials',
    );
    await signIn(testApp.app, member.email, NEW_PASSWORD);
  });

  it('needs the current password, and says so in the member’s language', async () => {
    const { accessToken } = await testApp.signedInMember();
    const wrong = await change(
      accessToken,
      { currentPassword: 'not it', newPassword: NEW_PASSWORD },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    const error = expectApiError(wrong, 400, 'wrong-password');
    expect(error.message).toBe('Ce n’est pas votre mot de passe actuel.');
    expect(error.details).toEqual([expect.objectContaining({ field: 'currentPassword' })]);
    expectApiError(await change(accessToken, { newPassword: NEW_PASSWORD }), 400, 'validation');
  });

  it.each([
    ['short', 'k9#Lm2', 'too-short', /at least 8 characters/],
    ['common', 'password123', 'common', /too common/],
    ['a common word of another language', 'Schmetterling', 'common', /too common/],
    ['the member’s e-mail', 'EMAIL', 'personal', /e-mail address or your name/],
    [
      'the member’s name with a year',
      'marguerite.vandenberghe2024',
      'personal',
      /e-mail address or your name/,
    ],
    ['a keyboard row', 'qwertyuiop', 'common', /too common/],
  ])('refuses %s as a new password, with its reason', async (_case, password, problem, message) => {
    const member = await createTestMember(testApp.database, {
      firstName: 'Marguerite',
      lastName: 'Vandenberghe',
    });
    const { accessToken } = await signIn(testApp.app, member.email);
    const newPassword = password === 'EMAIL' ? member.email : password;
    const error = expectApiError(
      await change(accessToken, { currentPassword: TEST_PASSWORD, newPassword }),
      400,
      'weak-password',
    );
    expect(error.message).toMatch(message);
    expect(error.details).toEqual([expect.objectContaining({ field: 'newPassword', problem })]);
  });

  it('sets no composition rule: a long phrase of plain lower-case words is accepted', async () => {
    const { accessToken } = await testApp.signedInMember();
    const answer = await change(accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'otter kettle marble dawn',
    });
    expect(answer.statusCode).toBe(204);
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { accessToken } = await testApp.signedInMember();
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expectApiError(await change(undefined, body), 401, 'unauthorized');
    expectApiError(await change(accessToken, body, {}, false), 403, 'csrf');
  });

  it('counts password checks like sign-ins: 10 in 15 minutes, then 429', async () => {
    const { accessToken } = await testApp.signedInMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        change(accessToken, { currentPassword: 'guess', newPassword: NEW_PASSWORD }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(800);
  });
});
