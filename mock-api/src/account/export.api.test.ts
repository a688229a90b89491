import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { addDays, dayOf } from '@qis/contract';
import type { AccountExport } from '@qis/contract/api';
import { sql } from 'drizzle-orm';
import { diaryEntries } from '../db/schema';
import { useTestApp } from '../../test/support/useTestApp';
import { expectApiError } from '../../test/support/testApp';
import { PAGE_SIZE } from './export/jsonStream';
import { EXPORT_SECTIONS, NOT_EXPORTED_TABLES } from './export/sections';

const testApp = useTestApp();

const today = dayOf(new Date(), 'utc');

/** A member who wrote a weight, a diary entry, a chat question and a contact message. */
async function activeMember(tag: string) {
  const signedIn = await testApp.signedInMember();
  const token = signedIn.accessToken;
  const ok = async (method: 'POST', url: string, body: unknown) => {
    const response = await testApp.call(method, url, { token, body });
    expect([200, 201]).toContain(response.statusCode);
  };
  await ok('POST', '/api/profile/weight', { weight: 71.5 });
  await ok('POST', '/api/diary/entries', {
    clientId: randomUUID(),
    date: today,
    kind: 'quick',
    slot: 'noon',
    name: `Soup of ${tag}`,
    qis: 20,
  });
  await ok('POST', '/api/chat/message', { message: `Question of ${tag}` });
  await ok('POST', '/api/contact', {
    name: `Sender ${tag}`,
    email: signedIn.member.email,
    reason: 'other',
    membershipNumber: signedIn.member.memberNumber,
    message: `Message of ${tag}`,
    locale: 'fr',
  });
  return signedIn;
}

const download = (token: string) => testApp.call('GET', '/api/account/export', { token });

describe('GET /api/account/export', () => {
  it('holds everything the member wrote, as a dated attachment, and nothing of another member', async () => {
    const mine = await activeMember('Alice');
    const other = await activeMember('Bruno');
    const response = await download(mine.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="qis-export-${mine.member.memberNumber}-${today}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<AccountExport>();

    expect(data).toMatchObject({ format: 'qis-export', version: 1 });
    expect(data.profile).toMatchObject({ memberNumber: mine.member.memberNumber, email: mine.member.email });
    expect(data.weights).toEqual([expect.objectContaining({ day: today, weight: 71.5 })]);
    expect(data.diary.entries).toEqual([expect.objectContaining({ name: 'Soup of Alice', qis: 20 })]);
    expect(data.chat).toEqual([expect.objectContaining({ question: 'Question of Alice' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Message of Alice' })]);
    expect(data.signIns).toEqual([expect.objectContaining({ address: '127.0.0.1' })]);
    expect(Object.keys(data)).toEqual([
      'format',
      'version',
      'exportedAt',
      ...EXPORT_SECTIONS.map((section) => section.key),
    ]);

    const text = response.body;
    for (const secret of [
      mine.member.passwordHash,
      mine.refreshToken,
      mine.accessToken,
      'password',
      'token',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const theirs of ['Bruno', other.member.email, other.member.memberNumber, other.member.id]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toContain(mine.member.id);
  });

  it('streams years of diary page by page, every entry once', async () => {
    const { member, accessToken } = await testApp.signedInMember();
    const count = PAGE_SIZE * 2 + 17;
    await testApp.database.db.insert(diaryEntries).values(
      Array.from({ length: count }, (_, n) => ({
        memberId: member.id,
        clientId: randomUUID(),
        day: addDays('2022-01-01', Math.floor(n / 3)),
        slot: 'snack',
        kind: 'quick',
        name: `Entry ${n}`,
        qis: 5,
      })),
    );
    const response = await download(accessToken);
    expect(response.statusCode).toBe(200);
    const names = response.json<AccountExport>().diary.entries.map((entry) => entry.name);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
  });

  it('reads every table that keeps something about a member, or says why it does not', async () => {
    const result = await testApp.database.db.execute(sql`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'member_id' order by table_name`);
    const memberTables = ((result as unknown as { rows: { table_name: string }[] }).rows ?? []).map(
      (row) => row.table_name,
    );
    const covered = new Set([
      ...EXPORT_SECTIONS.flatMap((section) => section.tables),
      ...NOT_EXPORTED_TABLES,
    ]);
    expect(memberTables.length).toBeGreaterThan(5);
    expect(memberTables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it('answers 401 without a token and 429 past 10 an hour', async () => {
    expectApiError(await testApp.call('GET', '/api/account/export'), 401, 'unauthorized');
    const { accessToken } = await testApp.signedInMember();
    const answers = await Promise.all(Array.from({ length: 11 }, () => download(accessToken)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expectApiError(
      answers.find((answer) => answer.statusCode !== 200)!,
      429,
      'rate-limited',
    );
  });
});
