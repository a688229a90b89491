import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { tooManyRequests } from '../http/apiError';

export interface LoginLimits {
  /** Failed attempts per account (email) within the window, counted since its last success. */
  accountFailures: number;
  /** Attempts of any outcome per client address within the window. */
  addressAttempts: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 10,
  addressAttempts: 100,
  windowSeconds: 15 * 60,
};

/**
 * The login rate limit, kept in the database so it holds across API instances. Blocked attempts
 * are not recorded: the block lifts when the oldest counted attempt leaves the window.
 */
export class LoginAttemptsRepository {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Throws 429 with Retry-After when the account or the address has used up its attempts. */
  async assertAllowed(account: string, address: string): Promise<void> {
    const window = sql`now() - make_interval(secs => ${this.limits.windowSeconds})`;
    const lastSuccess = sql`coalesce((select max(${loginAttempts.attemptedAt}) from ${loginAttempts}
      where ${loginAttempts.account} = ${account} and ${loginAttempts.succeeded}), '-infinity'::timestamptz)`;
    const secondsLeft = sql<number>`ceil(extract(epoch from (${loginAttempts.attemptedAt}
      + make_interval(secs => ${this.limits.windowSeconds}) - now())))::int`;

    // The Nth most recent counted attempt: while it is inside the window, the limit is reached.
    const [accountBlock] = await this.db
      .select({ secondsLeft })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.account, account),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.attemptedAt, window),
          gt(loginAttempts.attemptedAt, lastSuccess),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(this.limits.accountFailures - 1)
      .limit(1);
    if (accountBlock) {
      throw tooManyRequests(
        'Too many failed sign-in attempts for this account. Please wait before trying again.',
        Math.max(1, accountBlock.secondsLeft),
      );
    }

    const [addressBlock] = await this.db
      .select({ secondsLeft })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, window)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(this.limits.addressAttempts - 1)
      .limit(1);
    if (addressBlock) {
      throw tooManyRequests(
        'Too many sign-in attempts from your network. Please wait before trying again.',
        Math.max(1, addressBlock.secondsLeft),
      );
    }
  }

  async record(account: string, address: string, succeeded: boolean): Promise<void> {
    await this.db.insert(loginAttempts).values({ account, address, succeeded });
    await this.deleteExpiredNowAndThen();
  }

  /** Attempts older than a day count for nothing; clearing them at most once a minute keeps the table small. */
  private async deleteExpiredNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    const horizon = Math.max(this.limits.windowSeconds, 86_400);
    await this.db
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${horizon})`));
  }
}
