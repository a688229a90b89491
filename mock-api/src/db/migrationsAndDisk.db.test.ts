import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../../test/support/useTestApp';
import { createTestMember } from '../../test/support/testApp';
import { MembersRepository } from '../members/repository';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './dataDirLock';
import { migrateDatabase } from './migrate';

let folder: string;

/** Both drivers answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'qis-db-'));
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  const testDb = useTestDatabase();

  it('apply once: running them again changes nothing', async () => {
    const count = async () => {
      const result = await testDb.database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return rowsOf<{ n: number }>(result)[0]?.n;
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    await migrateDatabase(testDb.database);
    await migrateDatabase(await testDb.openAnother());
    expect(await count()).toBe(before);
  });

  it('create the tables the server uses', async () => {
    const result = await testDb.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rowsOf<{ table_name: string }>(result).map((row) => row.table_name)).toEqual([
      'app_settings',
      'chat_messages',
      'contact_messages',
      'data_epoch',
      'diary_entries',
      'diary_meals',
      'diary_settings',
      'fitness_sessions',
      'food_names',
      'foods',
      'issued_member_numbers',
      'member_activity',
      'member_data_versions',
      'members',
      'my_foods',
      'my_recipe_ingredients',
      'my_recipes',
      'password_reset_tokens',
      'rate_limit_hits',
      'refresh_tokens',
      'sign_ins',
      'weight_entries',
    ]);
  });

  it('enforce the rules in the database too: one email, valid gender, sane weights', async () => {
    const member = await createTestMember(testDb.database);
    const db = testDb.database.db;
    await expect(db.execute(sql`update members set gender = 'x' where id = ${member.id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update members set email = 'UPPER@example.com' where id = ${member.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into weight_entries (member_id, day, weight) values (${member.id}, '2025-01-01', 5)`,
      ),
    ).rejects.toThrow();
  });
});

describe('the embedded database on disk', () => {
  // Three PGlite starts on disk, the first creating the cluster, and the migrations twice: 13 s on a busy
  // shared machine, 36 s (past the 30 s of the other tests) under a heavier load.
  it('keeps its data across restarts, and admits one process at a time', async () => {
    const dataDir = path.join(folder, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrateDatabase(first);
      await createTestMember(first, { email: 'kept@example.com' });
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrateDatabase(reopened);
      expect(await new MembersRepository(reopened.db).findByEmail('kept@example.com')).not.toBeNull();
    } finally {
      await reopened.close();
    }
  }, 120_000);
});

describe('acquireDataDirLock', () => {
  it('refuses a folder held by another live process, naming it', () => {
    const dataDir = path.join(folder, 'held');
    // The jest parent process is alive and is not this one.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone', () => {
    const dataDir = path.join(folder, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second lock on one folder within the same process', () => {
    const dataDir = path.join(folder, 'twice');
    const release = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
    } finally {
      release();
    }
    acquireDataDirLock(dataDir)();
  });
});
