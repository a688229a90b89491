import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh tokens by hash. Rotation and revocation are single statements, safe under concurrency. */
export class RefreshTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(token: {
    memberId: string;
    familyId: string;
    tokenHash: string;
    ttlDays: number;
  }): Promise<void> {
    await this.db.insert(refreshTokens).values({
      memberId: token.memberId,
      familyId: token.familyId,
      tokenHash: token.tokenHash,
      expiresAt: sql`now() + make_interval(days => ${token.ttlDays})`,
    });
  }

  /**
   * Marks the token used if it is still usable, and answers its row; null when it is unknown,
   * expired, revoked or already used. Of two concurrent calls with one token, only one gets the row.
   */
  async consume(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Rows nobody can use any more: expired, or revoked a day ago (kept a while for reuse detection). */
  async deleteStale(): Promise<void> {
    await this.db
      .delete(refreshTokens)
      .where(
        or(
          lt(refreshTokens.expiresAt, sql`now()`),
          lt(refreshTokens.revokedAt, sql`now() - interval '1 day'`),
        ),
      );
  }
}
