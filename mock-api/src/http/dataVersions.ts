import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataEpoch, memberDataVersions, members } from '../db/schema';

/**
 * The counts of one read: the epoch, and each asked member who exists with their own count (0: never
 * written). A member absent from `members` does not exist (any more).
 */
export interface CountedVersions {
  epoch: number;
  members: ReadonlyMap<string, number>;
}

export type ReadVersions = (memberIds: readonly string[]) => Promise<CountedVersions>;

interface Waiting {
  resolve: (version: string | null) => void;
  reject: (error: unknown) => void;
}

/**
 * What a member's kept answers depend on, as counted by the database's own triggers (migration
 * 0007): the member's rows, and the data that is nobody's (the epoch). Read before an answer is
 * computed, so the answer is at least as new as its version; any later write, from any API instance,
 * a script or psql, changes it.
 *
 * The same read says whether the member still exists, which the auth guard asks on every request
 * (a signed token outlives a deleted account): one read serves both, so an authenticated request
 * costs the database nothing more than its share of a batched read.
 *
 * The requests waiting for a version share one read: while a read runs, the requests that arrive
 * wait for the next one, which starts when it ends and asks for all their members at once. A request
 * never takes a read that began before it arrived, so it sees every write whose answer reached any
 * client before it was sent, and every deletion committed before it came. Under load this turns a
 * query per request into a query per round trip.
 */
export class DataVersions {
  private waiting = new Map<string, Waiting[]>();
  private reading = false;

  constructor(private readonly read: ReadVersions) {}

  /** "epoch.member": the same only while neither has changed; null when the member does not exist. */
  of(memberId: string): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(memberId);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(memberId, [{ resolve, reject }]);
      if (this.reading) return;
      this.reading = true;
      // The first read waits for the end of this turn of the event loop, so the requests parsed in
      // it share it. PGlite answers within microtasks: a read started at once would end before the
      // next request of the same turn arrived, and every request would pay a query of its own.
      setImmediate(() => void this.readWaiting());
    });
  }

  private async readWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const { epoch, members: counts } = await this.read([...batch.keys()]);
        for (const [memberId, list] of batch) {
          const count = counts.get(memberId);
          const version = count === undefined ? null : `${epoch}.${count}`;
          for (const each of list) each.resolve(version);
        }
      } catch (error) {
        for (const list of batch.values()) for (const each of list) each.reject(error);
      }
    }
    this.reading = false;
  }
}

/** The read of DataVersions from the database: one prepared query for any number of members. */
export function readVersionsFrom(db: Db): ReadVersions {
  const query = db
    .select({
      epoch: dataEpoch.version,
      memberId: members.id,
      version: memberDataVersions.version,
    })
    .from(dataEpoch)
    .leftJoin(members, sql`${members.id} = any(${sql.placeholder('memberIds')}::uuid[])`)
    .leftJoin(memberDataVersions, eq(memberDataVersions.memberId, members.id))
    .prepare('data_versions_of_members');
  return async (memberIds) => {
    const rows = await query.execute({ memberIds: [...memberIds] });
    // Without its one row nothing is counted: answering "0" would keep answers forever.
    const [first] = rows;
    if (!first)
      throw new Error('data_epoch has lost its row (migration 0007 inserts it): nothing is kept meanwhile');
    const existing = new Map<string, number>();
    for (const row of rows) if (row.memberId !== null) existing.set(row.memberId, row.version ?? 0);
    return { epoch: first.epoch, members: existing };
  };
}
