import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/support/useTestApp';
import { call, createTestMember, expectApiError, TEST_PASSWORD } from '../../test/support/testApp';

/** Default limits: 10 failures per account, 100 attempts per address, in 15 minutes. */
const testApp = useTestApp();
/** A second instance on the same database, with a low per-address limit. */
let strict: FastifyInstance;

beforeAll(async () => {
  strict = await testApp.startApp({
    ownConnection: true,
    loginLimits: { accountFailures: 10, addressAttempts: 4, windowSeconds: 900 },
  });
});

const login = (instance: FastifyInstance, email: string, pass: string, remoteAddress: string) =>
  call(instance, 'POST', '/api/auth/login', { body: { email, pass }, remoteAddress });

describe('login rate limit per account', () => {
  it('answers 429 with Retry-After after 10 failures, even with the right password', async () => {
    const member = await createTestMember(testApp.database);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // From changing addresses, so only the account limit applies.
      const response = await login(testApp.app, member.email, 'wrong password', `10.2.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(testApp.app, member.email, TEST_PASSWORD, '10.2.1.1');
    const error = expectApiError(blocked, 429, 'rate-limited');
    expect(error.message).toMatch(/too many/i);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('counts guesses arriving together exactly: of 40 wrong ones at once, at most 10 are checked', async () => {
    const member = await createTestMember(testApp.database);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) =>
        login(guess % 2 ? testApp.app : strict, member.email, `wrong ${guess}`, `10.8.${guess}.1`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // Nor does the right password get in until the window has passed.
    expectApiError(await login(testApp.app, member.email, TEST_PASSWORD, '10.8.99.1'), 429, 'rate-limited');
  });

  it('holds across API instances on the same database', async () => {
    const member = await createTestMember(testApp.database);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(attempt % 2 ? testApp.app : strict, member.email, 'wrong password', `10.3.0.${attempt}`);
    }
    expectApiError(await login(testApp.app, member.email, TEST_PASSWORD, '10.3.1.1'), 429, 'rate-limited');
    expectApiError(await login(strict, member.email, TEST_PASSWORD, '10.3.1.2'), 429, 'rate-limited');
  });

  it('counts unknown emails like members, so the limit reveals nobody', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(testApp.app, 'ghost@example.com', 'guess', `10.4.0.${attempt}`);
    }
    expectApiError(await login(testApp.app, 'GHOST@example.com', 'guess', '10.4.1.1'), 429, 'rate-limited');
  });

  it('lifts once the failures leave the 15-minute window', async () => {
    const member = await createTestMember(testApp.database);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(testApp.app, member.email, 'wrong password', `10.5.0.${attempt}`);
    }
    expect((await login(testApp.app, member.email, TEST_PASSWORD, '10.5.1.1')).statusCode).toBe(429);
    await testApp.database.db.execute(
      sql`update rate_limit_hits set expires_at = expires_at - interval '16 minutes'
        where bucket = ${`login-account:${member.email}`}`,
    );
    expect((await login(testApp.app, member.email, TEST_PASSWORD, '10.5.1.2')).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const member = await createTestMember(testApp.database);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await login(testApp.app, member.email, 'wrong password', `10.6.0.${attempt}`);
    }
    expect((await login(testApp.app, member.email, TEST_PASSWORD, '10.6.1.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await login(testApp.app, member.email, 'wrong password', `10.6.2.${attempt}`);
    }
    expect((await login(testApp.app, member.email, TEST_PASSWORD, '10.6.3.1')).statusCode).toBe(200);
  });
});

describe('login rate limit per client address', () => {
  it('answers 429 once the address has used its attempts, whatever the account', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createTestMember(testApp.database)));
    const address = '10.7.0.1';
    for (const member of members.slice(0, 4)) {
      expect((await login(strict, member.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    const blocked = await login(strict, members[4]?.email ?? '', TEST_PASSWORD, address);
    expect(expectApiError(blocked, 429, 'rate-limited').message).toMatch(/network/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(strict, members[4]?.email ?? '', TEST_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  });
});
