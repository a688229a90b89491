import { and, eq, gt, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, members, passwordResetTokens, rateLimitHits, refreshTokens } from '../db/schema';

export interface NewPassword {
  memberId: string;
  passwordHash: string;
  /** The session that changed it stays signed in; every other one is signed out. '' signs out all. */
  keepSession: string;
  /** A reset link's hash: used up in the same transaction, or nothing changes (false). */
  resetTokenHash?: string;
}

/** LIKE's wildcards and escape taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The account's writes that must happen whole or not at all. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** Sets the password, signs the other sessions out and voids every reset link; false: the link was used. */
  async replacePassword(change: NewPassword): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (change.resetTokenHash !== undefined) {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, change.resetTokenHash),
              eq(passwordResetTokens.memberId, change.memberId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ memberId: passwordResetTokens.memberId });
        if (used.length === 0) return false;
      }
      await tx
        .update(members)
        .set({ passwordHash: change.passwordHash, updatedAt: sql`now()` })
        .where(eq(members.id, change.memberId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.memberId, change.memberId),
            isNull(refreshTokens.revokedAt),
            change.keepSession ? ne(refreshTokens.familyId, change.keepSession) : undefined,
          ),
        );
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.memberId, change.memberId), isNull(passwordResetTokens.usedAt)));
      return true;
    });
  }

  /**
   * Removes every row of the member in one transaction: the member (every table holding a member id
   * follows by its foreign key), the contact messages support would otherwise keep, and what the rate
   * limiter counted under the member's id or e-mail, whatever the rule. The membership number stays
   * in issued_member_numbers, so it is never given again.
   */
  async deleteMember(memberId: string, email: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(contactMessages).where(eq(contactMessages.memberId, memberId));
      await tx
        .delete(rateLimitHits)
        .where(or(...[memberId, email].map((key) => like(rateLimitHits.bucket, `%:${escapeLike(key)}`))));
      const deleted = await tx.delete(members).where(eq(members.id, memberId)).returning({ id: members.id });
      return deleted.length > 0;
    });
  }
}
