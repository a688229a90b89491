import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { ContactRequest } from '@qis/contract/api';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { useTestApp } from '../../test/support/useTestApp';
import { call, expectApiError } from '../../test/support/testApp';
import { mailingEnv, startSmtpServer, type TestSmtpServer } from '../../test/support/smtpServer';
import { contactMessages } from '../db/schema';
import { ContactRepository } from './repository';

/** No SMTP configured: messages are only stored. */
const testApp = useTestApp();
/** Mails through the SMTP server below. */
let mailing: FastifyInstance;
/** Configured with an SMTP server that is not there. */
let failing: FastifyInstance;
let smtp: TestSmtpServer | undefined;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  const port = await new Promise<number>((resolve) => {
    probe.listen(0, '127.0.0.1', () => resolve((probe.server.address() as AddressInfo).port));
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailing = await testApp.startApp({ env: mailingEnv(smtp) });
  failing = await testApp.startApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, CONTACT_TO: 'support@qis.example' },
  });
});

afterAll(async () => {
  await smtp?.close();
});

const validMessage = (membershipNumber: string): ContactRequest => ({
  name: 'Camille Martin',
  email: 'camille@example.com',
  reason: 'meal-plan',
  reference: 'Plan of week 12',
  membershipNumber,
  message: 'Could the plan include more fish on weekdays?',
  locale: 'fr',
});

const send = (instance: FastifyInstance, token: string | undefined, body: unknown, csrf = true) =>
  call(instance, 'POST', '/api/contact', { token, body, csrf });

describe('POST /api/contact', () => {
  it('stores the message with its sender and answers 201 with its id', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await send(testApp.app, accessToken, validMessage(member.memberNumber));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const stored = await new ContactRepository(testApp.database.db).findById(id);
    expect(stored).toMatchObject({
      memberId: member.id,
      ...validMessage(member.memberNumber),
      deliveredAt: null,
      deliveryError: null,
    });
  });

  it('accepts a message without reference, and stores an empty reference as none', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const { reference: _reference, ...withoutReference } = validMessage(member.memberNumber);
    expect((await send(testApp.app, accessToken, withoutReference)).statusCode).toBe(201);
    const response = await send(testApp.app, accessToken, { ...withoutReference, reference: '  ' });
    const stored = await new ContactRepository(testApp.database.db).findById(
      response.json<{ id: string }>().id,
    );
    expect(stored?.reference).toBeNull();
  });

  it('mails the message to CONTACT_TO through the SMTP server, and records the delivery', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const message = { ...validMessage(member.memberNumber), name: 'Camille\r\nBcc: victim@example.com' };
    const response = await send(mailing, accessToken, message);
    expect(response.statusCode).toBe(201);
    const mail = smtp!.received.at(-1);
    expect(mail?.from).toBe('portal@qis.example');
    expect(mail?.to).toEqual(['support@qis.example']);
    const [rawHeaders = '', ...bodyParts] = (mail?.data ?? '').split(/\r?\n\r?\n/);
    const headers = rawHeaders.replace(/\r?\n[ \t]+/g, ' ');
    const body = bodyParts.join('\n\n');
    expect(headers).toMatch(
      /^Subject: \[QIS contact\] Meal plan - Camille Bcc: victim@example.com \(QIS-\d{6}\)$/m,
    );
    expect(headers).toMatch(/^Reply-To: .*<camille@example\.com>$/m);
    // The line break in the name smuggled no header in.
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(body).toContain('Could the plan include more fish on weekdays?');
    expect(body).toContain(`Membership number: ${member.memberNumber}`);
    expect(body).toContain('Reason: Meal plan');
    const stored = await new ContactRepository(testApp.database.db).findById(
      response.json<{ id: string }>().id,
    );
    expect(stored?.deliveredAt).toBeInstanceOf(Date);
  });

  it('keeps the message and answers 201 when the SMTP server cannot be reached', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const response = await send(failing, accessToken, validMessage(member.memberNumber));
    expect(response.statusCode).toBe(201);
    const stored = await new ContactRepository(testApp.database.db).findById(
      response.json<{ id: string }>().id,
    );
    expect(stored?.deliveredAt).toBeNull();
    expect(stored?.deliveryError).toMatch(/ECONNREFUSED|connect/i);
  });

  it.each<[string, Partial<Record<keyof ContactRequest | 'extra', unknown>>, string]>([
    [
      'an unknown reason',
      { reason: 'complaint' },
      'reason must be one of: concept, meal-plan, qis, bonus-points',
    ],
    ['an invalid email', { email: 'camille.example.com' }, 'email must be a valid email address'],
    ['an empty name', { name: '' }, 'name must not be empty'],
    ['a blank message', { message: ' \n ' }, 'message must not be blank'],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, 'message must be at most 5000'],
    ['a reference over 100 characters', { reference: 'r'.repeat(101) }, 'reference must be at most 100'],
    ['an unknown locale', { locale: 'es' }, 'locale must be one of: en, fr, de, nl'],
    ['a missing membership number', { membershipNumber: undefined }, 'membershipNumber is required'],
    ['an extra field', { extra: 1 }, 'extra is not an accepted field'],
  ])('answers 400 with a readable message for %s', async (_case, change, message) => {
    const { member, accessToken } = await testApp.signedInMember();
    const body = JSON.parse(JSON.stringify({ ...validMessage(member.memberNumber), ...change })) as unknown;
    expect(expectApiError(await send(testApp.app, accessToken, body), 400, 'validation').message).toContain(
      message,
    );
  });

  it('takes 10 messages an hour per member, then answers 429 with Retry-After, and stores no more', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send(testApp.app, accessToken, validMessage(member.memberNumber))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(expectApiError(refused[0]!, 429, 'rate-limited').message).toMatch(/10 messages in the last hour/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    const stored = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.memberId, member.id));
    expect(stored).toHaveLength(10);
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    expectApiError(
      await send(testApp.app, undefined, validMessage(member.memberNumber)),
      401,
      'unauthorized',
    );
    expectApiError(
      await send(testApp.app, accessToken, validMessage(member.memberNumber), false),
      403,
      'csrf',
    );
  });
});
