import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { LoginResponse, RefreshResponse } from '@qis/contract/api';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import {
  call,
  createTestMember,
  expectApiError,
  newMemberProfile,
  signIn,
  TEST_PASSWORD,
} from '../../test/support/testApp';
import { appSettings, refreshTokens } from '../db/schema';
import { MembersRepository } from '../members/repository';
import { RateLimiter } from '../rateLimit/rateLimiter';
import { DEFAULT_LOGIN_LIMITS, loginBuckets } from './loginLimits';
import { RefreshTokenRepository } from './repository';
import { AuthService } from './service';
import { SignInsRepository } from './signIns';
import { hashRefreshToken } from './tokens';

const testApp = useTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '600' } });

const decodeJwt = (token: string) => {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>,
  };
};

const refresh = (refreshToken: string) =>
  testApp.call('POST', '/api/auth/refresh', { body: { refreshToken } });

describe('GET /api/auth/csrf', () => {
  it('answers 204 and issues a readable, strict XSRF-TOKEN cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('HttpOnly');
  });
});

describe('POST /api/auth/login', () => {
  it('answers tokens and the member, with an HS256 access token for the member that expires', async () => {
    const member = await createTestMember(testApp.database, { firstName: 'Léa', lastName: 'Moreau' });
    const response = await testApp.call('POST', '/api/auth/login', {
      body: { email: member.email.toUpperCase(), pass: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toEqual(newMemberProfile(member));
    expect(body.user).toMatchObject({ firstName: 'Léa', lastName: 'Moreau' });
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { header, payload } = decodeJwt(body.accessToken);
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(member.id);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(600);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('stores only the hash of the refresh token', async () => {
    const member = await createTestMember(testApp.database);
    const { refreshToken } = await signIn(testApp.app, member.email);
    const rows = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(refreshToken));
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const member = await createTestMember(testApp.database);
    const unknown = await testApp.call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', pass: TEST_PASSWORD },
      remoteAddress: '10.1.0.1',
    });
    const wrong = await testApp.call('POST', '/api/auth/login', {
      body: { email: member.email, pass: 'not the password' },
      remoteAddress: '10.1.0.1',
    });
    expectApiError(unknown, 401, 'invalid-credentials');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('checks a password hash for an unknown email too, so its answer takes as long', async () => {
    const checked: string[] = [];
    const service = new AuthService({
      members: new MembersRepository(testApp.database.db),
      refreshTokens: new RefreshTokenRepository(testApp.database.db),
      limiter: new RateLimiter(testApp.database.db),
      loginBuckets: loginBuckets(DEFAULT_LOGIN_LIMITS),
      signIns: new SignInsRepository(testApp.database.db),
      signAccessToken: () => 'token',
      refreshTokenTtlDays: 1,
      passwords: {
        unknownMemberHash: async () => 'dummy-hash',
        verify: async (passwordHash) => {
          checked.push(passwordHash);
          return true;
        },
      },
    });
    // Even a checker that accepts everything must not let an unknown email in.
    await expect(service.login('ghost@example.com', 'whatever', '10.1.0.2')).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(checked).toEqual(['dummy-hash']);
  });

  it('answers 400 "expired" for an expired membership, but only with the right password', async () => {
    const member = await createTestMember(testApp.database, {
      membershipExpiresAt: new Date(Date.now() - 60_000),
    });
    const right = await testApp.call('POST', '/api/auth/login', {
      body: { email: member.email, pass: TEST_PASSWORD },
    });
    const body = expectApiError(right, 400, 'expired');
    expect(body.message).toMatch(/expired/i);
    const wrong = await testApp.call('POST', '/api/auth/login', {
      body: { email: member.email, pass: 'wrong-password' },
    });
    expectApiError(wrong, 401, 'invalid-credentials');
  });

  it('lets in a member whose membership expires in the future', async () => {
    const member = await createTestMember(testApp.database, {
      membershipExpiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(signIn(testApp.app, member.email)).resolves.toHaveProperty('accessToken');
  });

  it.each([
    ['a missing password', { email: 'a@example.com' }, 'pass is required'],
    ['a missing email', { pass: 'secret' }, 'email is required'],
    [
      'an extra field',
      { email: 'a@example.com', pass: 'secret', remember: true },
      'remember is not an accepted field',
    ],
    ['a number for the email', { email: 42, pass: 'secret' }, 'email must be a string'],
    ['an empty password', { email: 'a@example.com', pass: '' }, 'pass must not be empty'],
    [
      'an overlong email',
      { email: `${'a'.repeat(250)}@example.com`, pass: 'x' },
      'email must be at most 254',
    ],
    ['an array body', [], 'The request body must be an object'],
  ])('answers 400 with a readable message for %s', async (_case, body, message) => {
    const response = await testApp.call('POST', '/api/auth/login', { body });
    const error = expectApiError(response, 400, 'validation');
    expect(error.message).toContain(message);
  });

  it('answers 403 without the CSRF header', async () => {
    const member = await createTestMember(testApp.database);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { 'XSRF-TOKEN': 'abc' },
      payload: { email: member.email, pass: TEST_PASSWORD },
    });
    expectApiError(response, 403, 'csrf');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: answers new tokens, and the old refresh token is used up', async () => {
    const member = await createTestMember(testApp.database);
    const first = await signIn(testApp.app, member.email);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json<RefreshResponse>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken).payload.sub).toBe(member.id);
    const profile = await testApp.call('GET', '/api/profile', { token: second.accessToken });
    expect(profile.statusCode).toBe(200);
    // The rotated token keeps working along the chain.
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const member = await createTestMember(testApp.database);
    const stolen = (await signIn(testApp.app, member.email)).refreshToken;
    const next = (await refresh(stolen)).json<RefreshResponse>();
    const reuse = await refresh(stolen);
    expect(expectApiError(reuse, 401, 'unauthorized').message).toMatch(/already used/);
    // The legitimate holder's newer token died with the family.
    expectApiError(await refresh(next.refreshToken), 401, 'unauthorized');
  });

  it('leaves other sessions of the member alone when one family is revoked', async () => {
    const member = await createTestMember(testApp.database);
    const phone = await signIn(testApp.app, member.email);
    const laptop = await signIn(testApp.app, member.email);
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('gives exactly one of two concurrent refreshes with the same token the new tokens', async () => {
    const member = await createTestMember(testApp.database);
    const { refreshToken } = await signIn(testApp.app, member.email);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 for an unknown refresh token', async () => {
    expectApiError(await refresh('not-a-token-we-issued'), 401, 'unauthorized');
  });

  it('answers 401 for an expired refresh token', async () => {
    const member = await createTestMember(testApp.database);
    const { refreshToken } = await signIn(testApp.app, member.email);
    await testApp.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    expectApiError(await refresh(refreshToken), 401, 'unauthorized');
  });

  it('answers 401 "expired" once the membership has expired', async () => {
    const member = await createTestMember(testApp.database, {
      membershipExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const { refreshToken } = await signIn(testApp.app, member.email);
    await testApp.database.db.execute(
      sql`update members set membership_expires_at = now() - interval '1 minute' where id = ${member.id}`,
    );
    expectApiError(await refresh(refreshToken), 401, 'expired');
  });

  it('answers 400 for a body without a refresh token, and 403 without the CSRF header', async () => {
    const missing = await testApp.call('POST', '/api/auth/refresh', { body: {} });
    expect(expectApiError(missing, 400, 'validation').message).toBe('refreshToken is required');
    const noCsrf = await testApp.call('POST', '/api/auth/refresh', {
      body: { refreshToken: 'x' },
      csrf: false,
    });
    expectApiError(noCsrf, 403, 'csrf');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const member = await createTestMember(testApp.database);
    const { refreshToken } = await signIn(testApp.app, member.email);
    const response = await testApp.call('POST', '/api/auth/logout', { body: { refreshToken } });
    expect(response.statusCode).toBe(204);
    expectApiError(await refresh(refreshToken), 401);
  });

  it('answers 400 without a refresh token and 403 without the CSRF header', async () => {
    expectApiError(await testApp.call('POST', '/api/auth/logout', { body: {} }), 400, 'validation');
    expectApiError(
      await testApp.call('POST', '/api/auth/logout', { body: { refreshToken: 'x' }, csrf: false }),
      403,
      'csrf',
    );
  });
});

describe('access tokens', () => {
  const sign = (payload: object, secret: string) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  };

  const storedSecret = async () => {
    const [row] = await testApp.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'jwt_secret'));
    return row?.value ?? '';
  };

  it('are signed with a secret generated once and kept in the database', async () => {
    const secret = await storedSecret();
    expect(secret.length).toBeGreaterThanOrEqual(48);
    const member = await createTestMember(testApp.database);
    const now = Math.floor(Date.now() / 1000);
    const token = sign({ sub: member.id, iat: now, exp: now + 60 }, secret);
    expect((await testApp.call('GET', '/api/profile', { token })).statusCode).toBe(200);
  });

  it('verify on a second API instance on the same database', async () => {
    const other = await testApp.startApp({ ownConnection: true });
    try {
      const member = await createTestMember(testApp.database);
      const { accessToken } = await signIn(testApp.app, member.email);
      expect((await call(other, 'GET', '/api/profile', { token: accessToken })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('are refused once expired, when signed with another secret, or without a member id', async () => {
    const secret = await storedSecret();
    const member = await createTestMember(testApp.database);
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ sub: member.id, iat: now - 120, exp: now - 60 }, secret);
    expect(
      expectApiError(await testApp.call('GET', '/api/profile', { token: expired }), 401).message,
    ).toMatch(/expired/);
    const forged = sign({ sub: member.id, iat: now, exp: now + 60 }, 'another secret of enough length!!');
    expectApiError(await testApp.call('GET', '/api/profile', { token: forged }), 401, 'unauthorized');
    const anonymous = sign({ iat: now, exp: now + 60 }, secret);
    expectApiError(await testApp.call('GET', '/api/profile', { token: anonymous }), 401, 'unauthorized');
  });
});
