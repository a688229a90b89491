import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** Reset links by the SHA-256 hash of their token: a leaked table opens no account. */
export class ResetTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(memberId: string, tokenHash: string, ttlMinutes: number): Promise<void> {
    await this.db.insert(passwordResetTokens).values({
      memberId,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
    });
  }

  /** The member of a link that is still usable (unused, within its hour); null otherwise. */
  async usableMember(tokenHash: string): Promise<string | null> {
    const [row] = await this.db
      .select({ memberId: passwordResetTokens.memberId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.memberId ?? null;
  }

  /** Links nobody can use any more. */
  async deleteStale(): Promise<void> {
    await this.db
      .delete(passwordResetTokens)
      .where(
        or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`),
      );
  }
}
