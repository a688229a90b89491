import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachingRequests, members } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../http/apiError';

export type CoachingKind = 'chat' | 'magic-menu';

/** Requests per member and kind within the window. */
export type CoachingLimits = Record<CoachingKind, number> & { windowSeconds: number };

export const DEFAULT_COACHING_LIMITS: CoachingLimits = { chat: 20, 'magic-menu': 10, windowSeconds: 60 };

const MESSAGES: Record<CoachingKind, (limit: number, seconds: number) => string> = {
  chat: (limit, seconds) =>
    `You have sent ${limit} chat messages in the last minute: please wait ${seconds} s before asking again.`,
  'magic-menu': (limit, seconds) =>
    `You have asked for ${limit} magic menus in the last minute: please wait ${seconds} s before asking for another.`,
};

/**
 * The per-member limits of the coaching calls, kept in the database so they hold across API
 * instances. The check and the record happen in one transaction under an advisory lock of the
 * member and kind, so two requests arriving together on two instances cannot both take the last
 * place. Refused requests are not recorded: the block lifts when the oldest counted one leaves
 * the window.
 */
export class CoachingLimiter {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: CoachingLimits = DEFAULT_COACHING_LIMITS,
  ) {}

  /** Records the request, or throws 429 (with Retry-After) when the member has used up the window. */
  async take(memberId: string, kind: CoachingKind): Promise<void> {
    const limit = this.limits[kind];
    const windowSeconds = this.limits.windowSeconds;
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coaching:${memberId}:${kind}`}))`);
      // The limit-th most recent request: while it is inside the window, the member waits for it to leave.
      const [oldestCounted] = await tx
        .select({
          secondsLeft: sql<number>`ceil(extract(epoch from (${coachingRequests.requestedAt}
            + make_interval(secs => ${windowSeconds}) - now())))::int`,
        })
        .from(coachingRequests)
        .where(
          and(
            eq(coachingRequests.memberId, memberId),
            eq(coachingRequests.kind, kind),
            gt(coachingRequests.requestedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        )
        .orderBy(desc(coachingRequests.requestedAt))
        .offset(limit - 1)
        .limit(1);
      if (oldestCounted) return Math.max(1, oldestCounted.secondsLeft);
      // Only for a member who still exists: a token can outlive its account.
      const recorded = (await tx.execute(sql`
        insert into ${coachingRequests} (member_id, kind)
        select ${members.id}, ${kind} from ${members} where ${members.id} = ${memberId}
        returning id`)) as unknown as { rows: unknown[] };
      return recorded.rows.length === 0 ? 'member-gone' : 0;
    });
    if (outcome === 'member-gone') throw unauthorized('Your account no longer exists: please sign in again');
    if (outcome > 0) throw tooManyRequests(MESSAGES[kind](limit, outcome), outcome);
    await this.deleteExpiredNowAndThen();
  }

  /** Rows past the window count for nothing; sweep them at most every ten minutes per instance. */
  private async deleteExpiredNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 600_000) return;
    this.lastCleanup = now;
    await this.db
      .delete(coachingRequests)
      .where(
        lt(coachingRequests.requestedAt, sql`now() - make_interval(secs => ${this.limits.windowSeconds})`),
      );
  }
}
