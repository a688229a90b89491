import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { tooManyRequests } from '../http/apiError';

/** One limit: at most `limit` requests per bucket within a sliding window of `windowSeconds`. */
export interface RateRule {
  /** The bucket's prefix, stable: rows in the database carry it. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's message, once the member has to wait `seconds`. */
  message: (limit: number, seconds: number) => string;
}

/** What one request counts against: a rule, and whose requests it counts (an email, a member id, an address). */
export interface RateBucket {
  rule: RateRule;
  key: string;
}

const bucketName = ({ rule, key }: RateBucket) => `${rule.name}:${key}`;

/**
 * The server's one rate limiter, kept in the database so it holds across API instances. `take`
 * checks and records in one transaction, under an advisory lock per bucket, so requests arriving
 * together (on one instance or several) cannot both take the last place: of 40 at once against a
 * limit of 10, exactly 10 pass. A request is recorded before the work it guards (a password check,
 * a mail), never after. Refused requests are not recorded: the block lifts when the oldest counted
 * request leaves the window.
 */
export class RateLimiter {
  private lastCleanup = 0;

  constructor(private readonly db: Db) {}

  /**
   * Records one request in every bucket, or none of them and throws 429 (with Retry-After) naming
   * the first bucket that is full.
   */
  async take(...buckets: RateBucket[]): Promise<void> {
    const refused = await this.record(buckets);
    if (refused)
      throw tooManyRequests(refused.rule.message(refused.rule.limit, refused.seconds), refused.seconds);
  }

  /** Like `take`, but answers false instead of throwing when a bucket is full. */
  async tryTake(...buckets: RateBucket[]): Promise<boolean> {
    return (await this.record(buckets)) === null;
  }

  /** Forgets what the buckets counted (a successful sign-in clears its account's failures). */
  async forget(...buckets: RateBucket[]): Promise<void> {
    if (buckets.length === 0) return;
    await this.db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets.map(bucketName)));
  }

  private async record(buckets: RateBucket[]): Promise<{ rule: RateRule; seconds: number } | null> {
    const refused = await this.db.transaction(async (tx) => {
      // Locks in one order everywhere, so two requests sharing two buckets never wait on each other.
      const names = [...new Set(buckets.map(bucketName))].sort();
      for (const name of names) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${name}`}))`);
      }
      for (const bucket of buckets) {
        // The limit-th most recent request still counted: while it is, the bucket is full.
        const [oldestCounted] = await tx
          .select({
            secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitHits.expiresAt} - now())))::int`,
          })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucketName(bucket)), gt(rateLimitHits.expiresAt, sql`now()`)))
          .orderBy(desc(rateLimitHits.expiresAt))
          .offset(bucket.rule.limit - 1)
          .limit(1);
        if (oldestCounted) return { rule: bucket.rule, seconds: Math.max(1, oldestCounted.secondsLeft) };
      }
      await tx.insert(rateLimitHits).values(
        buckets.map((bucket) => ({
          bucket: bucketName(bucket),
          expiresAt: sql`now() + make_interval(secs => ${bucket.rule.windowSeconds})`,
        })),
      );
      return null;
    });
    if (!refused) await this.deleteExpiredNowAndThen();
    return refused;
  }

  /** Rows past their window count for nothing; sweep them at most once a minute per instance. */
  private async deleteExpiredNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, sql`now()`));
  }
}
