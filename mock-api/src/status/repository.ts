import { gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberActivity, members } from '../db/schema';

export class ActivityRepository {
  /** The status poll of every page: built once and prepared by name. */
  private readonly countQuery;

  constructor(private readonly db: Db) {
    this.countQuery = db
      .select({
        count: sql<number>`count(*)::int`,
        // When the longest-seen of them leaves the window, in epoch milliseconds.
        oldestSeenMs: sql<
          number | null
        >`(extract(epoch from min(${memberActivity.lastSeenAt})) * 1000)::float8`,
      })
      .from(memberActivity)
      .where(gt(memberActivity.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('seconds')})`))
      .prepare('members_seen_within');
  }

  /**
   * Records the member as seen now, unless already recorded within `throttleSeconds` (by any API
   * instance). A member deleted meanwhile is simply not recorded.
   */
  async touch(memberId: string, throttleSeconds: number): Promise<void> {
    await this.db.execute(sql`
      insert into ${memberActivity} (member_id, last_seen_at)
      select ${members.id}, now() from ${members} where ${members.id} = ${memberId}
      on conflict (member_id) do update set last_seen_at = excluded.last_seen_at
      where ${memberActivity.lastSeenAt} < excluded.last_seen_at - make_interval(secs => ${throttleSeconds})`);
  }

  /** How many were seen within `seconds`, and when the first of them was (null: nobody). */
  async countSeenWithin(seconds: number): Promise<{ count: number; oldestSeenMs: number | null }> {
    const [row] = await this.countQuery.execute({ seconds });
    return { count: row?.count ?? 0, oldestSeenMs: row?.oldestSeenMs ?? null };
  }
}
