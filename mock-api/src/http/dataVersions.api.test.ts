import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../test/support/useTestApp';
import { createTestMember } from '../../test/support/testApp';
import { appSettings, dataEpoch, diaryEntries, members, weightEntries } from '../db/schema';
import { DataVersions, readVersionsFrom } from './dataVersions';

// Migration 0007's triggers count the writes; the API instances compare counts. Run on in-memory
// PGlite and, in CI, on PostgreSQL 15: the same SQL must count the same writes on both.
const testDb = useTestDatabase();

const versionsOf = () => new DataVersions(readVersionsFrom(testDb.database.db));

const addWeight = (memberId: string, day: string, weight = 70) =>
  testDb.database.db.insert(weightEntries).values({ memberId, day, weight });

describe("the database's counts of each member's writes", () => {
  it('a write to a member’s rows changes their version and no one else’s', async () => {
    const versions = versionsOf();
    const one = await createTestMember(testDb.database);
    const other = await createTestMember(testDb.database);
    const [oneBefore, otherBefore] = await Promise.all([versions.of(one.id), versions.of(other.id)]);

    await addWeight(one.id, '2026-11-01');
    const oneAfter = await versions.of(one.id);
    expect(oneAfter).not.toBe(oneBefore);
    expect(await versions.of(other.id)).toBe(otherBefore);

    // An update and a delete count too, and so does the member's own row.
    await testDb.database.db
      .update(weightEntries)
      .set({ weight: 71 })
      .where(eq(weightEntries.memberId, one.id));
    const afterUpdate = await versions.of(one.id);
    expect(afterUpdate).not.toBe(oneAfter);
    await testDb.database.db.update(members).set({ firstName: 'Inès' }).where(eq(members.id, one.id));
    const afterProfile = await versions.of(one.id);
    expect(afterProfile).not.toBe(afterUpdate);
    await testDb.database.db.delete(weightEntries).where(eq(weightEntries.memberId, one.id));
    expect(await versions.of(one.id)).not.toBe(afterProfile);
    expect(await versions.of(other.id)).toBe(otherBefore);
  });

  it('a write that is nobody’s (settings, an emptied table) changes every member’s version', async () => {
    const versions = versionsOf();
    const member = await createTestMember(testDb.database);
    const before = await versions.of(member.id);
    await testDb.database.db.insert(appSettings).values({ key: `test-${member.id}`, value: 'x' });
    const afterSetting = await versions.of(member.id);
    expect(afterSetting).not.toBe(before);

    // A TRUNCATE fires no row trigger: it is counted as everyone's.
    await testDb.database.db.execute(sql`truncate ${diaryEntries}`);
    expect(await versions.of(member.id)).not.toBe(afterSetting);
  });

  it('a rolled-back write changes nothing', async () => {
    const versions = versionsOf();
    const member = await createTestMember(testDb.database);
    const before = await versions.of(member.id);
    await expect(
      testDb.database.db.transaction(async (tx) => {
        await tx.insert(weightEntries).values({ memberId: member.id, day: '2026-11-02', weight: 70 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versions.of(member.id)).toBe(before);
  });

  it('a deleted member, or an id never given, reads as no member (the auth guard refuses them)', async () => {
    const versions = versionsOf();
    const member = await createTestMember(testDb.database);
    await addWeight(member.id, '2026-11-03');
    expect(await versions.of(member.id)).toMatch(/^\d+\.[1-9]\d*$/);
    await testDb.database.db.delete(members).where(eq(members.id, member.id));
    expect(await versions.of(member.id)).toBeNull();
    expect(await versions.of('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('one read answers many members at once, each with their own version', async () => {
    const versions = versionsOf();
    const created = await Promise.all([1, 2, 3].map(() => createTestMember(testDb.database)));
    await addWeight(created[1]!.id, '2026-11-04');
    const alone = [];
    for (const member of created) alone.push(await versions.of(member.id));
    expect(await Promise.all(created.map((member) => versions.of(member.id)))).toEqual(alone);
  });

  it('refuses to answer without the epoch’s row, rather than a count that never moves', async () => {
    const versions = versionsOf();
    const member = await createTestMember(testDb.database);
    const [epoch] = await testDb.database.db.select().from(dataEpoch);
    await testDb.database.db.delete(dataEpoch);
    try {
      await expect(versions.of(member.id)).rejects.toThrow('data_epoch has lost its row');
    } finally {
      await testDb.database.db.insert(dataEpoch).values(epoch!);
    }
    expect(await versions.of(member.id)).toMatch(/^\d+\.\d+$/);
  });
});
