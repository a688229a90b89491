import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { AccountExport } from '@qis/contract/api';
import { sql } from 'drizzle-orm';
import { MembersRepository } from '../members/repository';
import { useTestApp } from '../../test/support/useTestApp';
import { call, createTestMember, expectApiError, signIn, TEST_PASSWORD } from '../../test/support/testApp';

const testApp = useTestApp();

const remove = (token: string | undefined, body: unknown, csrf = true) =>
  testApp.call('DELETE', '/api/account', { token, body, csrf });

/** Rows holding the member's id, table by table, in every table that has a member_id column. */
async function rowsOf(memberId: string): Promise<Record<string, number>> {
  const tables = await testApp.database.db.execute(sql`
    select distinct table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'member_id'`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const counted = await testApp.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where member_id = ${memberId}`,
    );
    const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) counts[table] = n;
  }
  return counts;
}

describe('DELETE /api/account', () => {
  it('removes every row of the member and refuses every token at once, on every instance', async () => {
    const other = await testApp.startApp({ ownConnection: true });
    const member = await createTestMember(testApp.database);
    const session = await signIn(testApp.app, member.email);
    const token = session.accessToken;
    await testApp.call('POST', '/api/profile/weight', { token, body: { weight: 80 } });
    await testApp.call('POST', '/api/chat/message', { token, body: { message: 'Bonjour' } });
    await testApp.call('POST', '/api/diary/entries', {
      token,
      body: { clientId: randomUUID(), date: '2025-03-01', kind: 'quick', slot: 'noon', name: 'Soup', qis: 9 },
    });
    await testApp.call('POST', '/api/contact', {
      token,
      body: {
        name: 'A',
        email: member.email,
        reason: 'other',
        membershipNumber: member.memberNumber,
        message: 'Hello',
        locale: 'en',
      },
    });
    // The other instance has seen the member (and answered for them) before the deletion.
    expect((await call(other, 'GET', '/api/profile', { token })).statusCode).toBe(200);
    const bystander = await testApp.signedInMember();
    expect(Object.keys(await rowsOf(member.id)).length).toBeGreaterThanOrEqual(5);

    expect((await remove(token, { password: TEST_PASSWORD })).statusCode).toBe(204);

    expect(await rowsOf(member.id)).toEqual({});
    expectApiError(await testApp.call('GET', '/api/profile', { token }), 401, 'unauthorized');
    expectApiError(await call(other, 'GET', '/api/profile', { token }), 401, 'unauthorized');
    expectApiError(
      await testApp.call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }),
      401,
    );
    expectApiError(
      await testApp.call('POST', '/api/auth/login', { body: { email: member.email, pass: TEST_PASSWORD } }),
      401,
      'invalid-credentials',
    );
    // Another member is untouched.
    expect((await testApp.call('GET', '/api/profile', { token: bystander.accessToken })).statusCode).toBe(
      200,
    );
  });

  it('never gives the membership number again; the e-mail may join again and starts afresh', async () => {
    const member = await createTestMember(testApp.database);
    const { accessToken } = await signIn(testApp.app, member.email);
    await testApp.call('POST', '/api/profile/weight', { token: accessToken, body: { weight: 64 } });
    expect((await remove(accessToken, { password: TEST_PASSWORD })).statusCode).toBe(204);

    const taken = await new MembersRepository(testApp.database.db).insert({
      email: `new.${member.email}`,
      passwordHash: 'x',
      memberNumber: member.memberNumber,
      firstName: 'New',
      lastName: 'Member',
    });
    expect(taken).toEqual({ taken: 'memberNumber' });

    const again = await createTestMember(testApp.database, { email: member.email });
    expect(again.memberNumber).not.toBe(member.memberNumber);
    const session = await signIn(testApp.app, member.email);
    const weights = await testApp.call('GET', '/api/profile/weight', { token: session.accessToken });
    expect(weights.json()).toEqual([]);
    const data = (
      await testApp.call('GET', '/api/account/export', { token: session.accessToken })
    ).json<AccountExport>();
    expect(data.weights).toEqual([]);
    expect(data.signIns).toHaveLength(1);
  });

  it('needs the password, and keeps the account when it is wrong', async () => {
    const { accessToken } = await testApp.signedInMember();
    const wrong = await testApp.call('DELETE', '/api/account', {
      token: accessToken,
      body: { password: 'not it' },
      headers: { 'accept-language': 'nl' },
    });
    expect(expectApiError(wrong, 400, 'wrong-password').message).toBe('Dit is niet uw huidige wachtwoord.');
    expect((await testApp.call('GET', '/api/profile', { token: accessToken })).statusCode).toBe(200);
    expectApiError(await remove(accessToken, {}), 400, 'validation');
  });

  it('answers 401 without a token and 403 without the CSRF header', async () => {
    const { accessToken } = await testApp.signedInMember();
    expectApiError(await remove(undefined, { password: TEST_PASSWORD }), 401, 'unauthorized');
    expectApiError(await remove(accessToken, { password: TEST_PASSWORD }, false), 403, 'csrf');
  });
});
