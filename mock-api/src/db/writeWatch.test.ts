import { describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { watchWrites, writtenTables, type WrittenTables } from './writeWatch';

describe('writtenTables', () => {
  it('reads write nothing, even with "update" in a name', () => {
    expect(writtenTables('select "updated_at" from "diary_entries" where "member_id" = $1')).toBeNull();
    expect(writtenTables('  with last as (select 1) select * from last')).toBeNull();
    expect(writtenTables('begin')).toBeNull();
  });

  it('names the tables a statement writes, upsert included', () => {
    expect(writtenTables('insert into "weight_entries" ("member_id") values ($1)')).toEqual([
      'weight_entries',
    ]);
    expect(writtenTables('update "members" set "first_name" = $1')).toEqual(['members']);
    expect(writtenTables('delete from public.chat_messages where member_id = $1')).toEqual(['chat_messages']);
    expect(
      writtenTables(
        'insert into "member_activity" (member_id) select id from "members" on conflict (member_id) do update set last_seen_at = now()',
      ),
    ).toEqual(['member_activity']);
    expect(
      writtenTables('with gone as (delete from "foods" returning id) select count(*) from gone'),
    ).toEqual(['foods']);
  });

  it('anything it cannot read as a plain write may have written anything', () => {
    expect(writtenTables('create index on "foods" (id)')).toBe('*');
    expect(writtenTables('truncate "diary_entries"')).toBe('*');
    expect(writtenTables('call refresh_everything()')).toBe('*');
  });
});

describe('watchWrites', () => {
  it('tells each write once it ran, a transaction’s once it ended, and nothing for reads', async () => {
    const client = new PGlite();
    try {
      const told: WrittenTables[] = [];
      const stop = watchWrites(client, (tables) => told.push(tables));
      await client.exec('create table notes (id int)');
      expect(told).toEqual(['*']);
      await client.query('insert into notes values (1)');
      await client.query('select * from notes');
      expect(told).toEqual(['*', ['notes']]);
      await client.transaction(async (tx) => {
        await tx.query('update notes set id = 2');
        await tx.query('delete from notes where id = 3');
        expect(told).toHaveLength(2);
      });
      expect(told).toEqual(['*', ['notes'], ['notes', 'notes']]);
      stop();
      await client.query('insert into notes values (4)');
      expect(told).toHaveLength(3);
    } finally {
      await client.close();
    }
  });
});
