import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens } from '../../db/schema';
import { useTestApp } from '../../../test/support/useTestApp';
import {
  mailBody,
  mailHeader,
  mailingEnv,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../test/support/smtpServer';
import { call, createTestMember, expectApiError, signIn, TEST_PASSWORD } from '../../../test/support/testApp';

/** Without SMTP: the link goes to the log. */
const testApp = useTestApp();
/** With a real SMTP server on loopback. */
let mailing: FastifyInstance;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailing = await testApp.startApp({
    env: { ...mailingEnv(smtp), PUBLIC_URL: 'https://portal.qis.example' },
  });
});

afterAll(async () => smtp.close());

let addresses = 0;
/** Each test from its own client address, so the per-address limit never mixes them. */
const nextAddress = () => `10.27.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const requestReset = (app: FastifyInstance, email: string, locale = 'fr', remoteAddress = nextAddress()) =>
  call(app, 'POST', '/api/auth/password-reset', { body: { email, locale }, remoteAddress });

const confirm = (
  app: FastifyInstance,
  token: string,
  newPassword: string,
  headers: Record<string, string> = {},
) =>
  call(app, 'POST', '/api/auth/password-reset/confirm', {
    body: { token, newPassword },
    headers,
    remoteAddress: nextAddress(),
  });

const NEW_PASSWORD = 'lantern orchard violin';

/** The token of the link in the latest mail to `email`. */
async function mailedToken(
  email: string,
  count: number,
): Promise<{ token: string; link: string; body: string }> {
  const mails = await smtp.waitFor(count);
  const mail = [...mails].reverse().find((received) => received.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  const body = mailBody(mail);
  const link = /https:\/\/\S+/.exec(body)?.[0] ?? '';
  return { token: new URL(link).searchParams.get('token') ?? '', link, body };
}

describe('POST /api/auth/password-reset', () => {
  it('mails a member one French message whose link opens /fr/reset-password, and nothing to an unknown address', async () => {
    const member = await createTestMember(testApp.database, { firstName: 'Camille' });
    const before = smtp.received.length;
    const known = await requestReset(mailing, member.email, 'fr');
    const unknown = await requestReset(mailing, 'nobody-here@example.com', 'fr');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    const { link, body } = await mailedToken(member.email, before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before)).toHaveLength(1);
    const mail = smtp.received[before]!;
    expect(mail.from).toBe('portal@qis.example');
    expect(mailHeader(mail, 'subject')).toBe('Réinitialisez votre mot de passe QIS');
    expect(body).toContain('Bonjour Camille');
    expect(link).toMatch(/^https:\/\/portal\.qis\.example\/fr\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('answers a member and an unknown address in about the same time', async () => {
    const member = await createTestMember(testApp.database);
    const timed = async (email: string) => {
      const started = performance.now();
      await requestReset(mailing, email, 'en');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await timed(member.email));
      unknown.push(await timed(`ghost${round}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Both wait for the same floor (400 ms); the work behind it differs by a query.
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(390);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it('sends at most 3 mails an hour to one address, however many requests', async () => {
    const member = await createTestMember(testApp.database);
    const before = smtp.received.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestReset(mailing, member.email, 'en')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    await smtp.waitFor(before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).filter((mail) => mail.to.includes(member.email))).toHaveLength(3);
  });

  it('refuses a flood from one client address with 429, whoever it names', async () => {
    const address = '10.28.0.1';
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, n) =>
        requestReset(testApp.app, `someone${n}@example.com`, 'de', address),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(expectApiError(refused[0]!, 429, 'rate-limited').message).toMatch(/Zu viele Anfragen/);
  });

  it('writes the link to the log at warn level when SMTP_URL is not set', async () => {
    const member = await createTestMember(testApp.database);
    const warn = jest.spyOn(testApp.app.log, 'warn');
    try {
      expect((await requestReset(testApp.app, member.email, 'nl')).statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [fields, message] =
        warn.mock.calls.find(([, text]) => String(text).includes('password reset')) ?? [];
      expect(message).toMatch(/SMTP_URL is not set/);
      expect((fields as { link: string }).link).toMatch(
        /^http:\/\/localhost:8080\/nl\/reset-password\?token=/,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 400 for a bad body and 403 without the CSRF header', async () => {
    expectApiError(
      await call(mailing, 'POST', '/api/auth/password-reset', {
        body: { email: 'a@example.com', locale: 'es' },
      }),
      400,
      'validation',
    );
    expectApiError(
      await call(mailing, 'POST', '/api/auth/password-reset', {
        body: { email: 'a@example.com', locale: 'fr' },
        csrf: false,
      }),
      403,
      'csrf',
    );
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once, keeps only the token’s hash, and signs every session out', async () => {
    const member = await createTestMember(testApp.database);
    const session = await signIn(mailing, member.email);
    const before = smtp.received.length;
    await requestReset(mailing, member.email, 'en');
    const { token } = await mailedToken(member.email, before + 1);
    const stored = await testApp.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.memberId, member.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await confirm(mailing, token, NEW_PASSWORD)).statusCode).toBe(204);
    expectApiError(await confirm(mailing, token, 'another fine passphrase'), 400, 'invalid-reset-token');
    // Every session is signed out; the old password is refused, the new one works.
    expectApiError(
      await call(mailing, 'POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }),
      401,
    );
    expectApiError(
      await call(mailing, 'POST', '/api/auth/login', { body: { email: member.email, pass: TEST_PASSWORD } }),
      401,
      'invalid-credentials',
    );
    await signIn(mailing, member.email, NEW_PASSWORD);
  });

  it('refuses a weak password with its reason and leaves the link usable', async () => {
    const member = await createTestMember(testApp.database);
    const before = smtp.received.length;
    await requestReset(mailing, member.email, 'fr');
    const { token } = await mailedToken(member.email, before + 1);
    const weak = expectApiError(
      await confirm(mailing, token, 'azerty', { 'accept-language': 'fr' }),
      400,
      'weak-password',
    );
    expect(weak.message).toMatch(/au moins 8 caractères/);
    expect(weak.details).toEqual([expect.objectContaining({ field: 'newPassword', problem: 'too-short' })]);
    expect((await confirm(mailing, token, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses a link older than an hour, and an unknown one, in the member’s language', async () => {
    const member = await createTestMember(testApp.database);
    const before = smtp.received.length;
    await requestReset(mailing, member.email, 'de');
    const { token } = await mailedToken(member.email, before + 1);
    await testApp.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where member_id = ${member.id}`,
    );
    const expired = await confirm(mailing, token, NEW_PASSWORD, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(expectApiError(expired, 400, 'invalid-reset-token').message).toMatch(/nicht mehr gültig/);
    expectApiError(await confirm(mailing, 'x'.repeat(43), NEW_PASSWORD), 400, 'invalid-reset-token');
  });
});
