import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitnessSessions } from '../../db/schema';

export interface NewSession {
  memberId: string;
  workoutId: number;
  startedAt: Date;
  completedAt: Date;
  durationSeconds: number;
  weightKg: number;
  qis: number;
}

export type SessionRow = typeof fitnessSessions.$inferSelect;

function foreignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23503';
}

export class FitnessSessionsRepository {
  /** The fitness week every gym visit reads: built once and prepared by name. */
  private readonly summaryQuery;

  constructor(private readonly db: Db) {
    this.summaryQuery = db
      .select({
        count: sql<number>`count(*)::int`,
        qis: sql<number>`coalesce(sum(${fitnessSessions.qis}), 0)::int`,
      })
      .from(fitnessSessions)
      .where(
        and(
          eq(fitnessSessions.memberId, sql.placeholder('memberId')),
          gte(fitnessSessions.completedAt, sql.placeholder('from')),
          lt(fitnessSessions.completedAt, sql.placeholder('to')),
        ),
      )
      .prepare('fitness_week_summary');
  }

  /**
   * Records the session once: the (member, workout, start) key makes a retried request, or two
   * instances receiving the same request, land on the first row. Answers that row and whether this
   * call created it.
   */
  async record(session: NewSession): Promise<{ row: SessionRow; created: boolean } | 'member-gone'> {
    let inserted: SessionRow | undefined;
    try {
      [inserted] = await this.db
        .insert(fitnessSessions)
        .values(session)
        .onConflictDoNothing({
          target: [fitnessSessions.memberId, fitnessSessions.workoutId, fitnessSessions.startedAt],
        })
        .returning();
    } catch (error) {
      // A valid token outliving its member (deleted meanwhile): the session has no one to belong to.
      if (foreignKeyViolation(error)) return 'member-gone';
      throw error;
    }
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(fitnessSessions)
      .where(
        and(
          eq(fitnessSessions.memberId, session.memberId),
          eq(fitnessSessions.workoutId, session.workoutId),
          eq(fitnessSessions.startedAt, session.startedAt),
        ),
      );
    // The conflicting row cannot vanish in between unless the member was deleted meanwhile.
    if (!existing) throw new Error('fitness session conflict without a row');
    return { row: existing, created: false };
  }

  /** Sessions completed in [from, to): how many, and the QIS they earned. */
  async summary(memberId: string, from: Date, to: Date): Promise<{ count: number; qis: number }> {
    const [row] = await this.summaryQuery.execute({
      memberId,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    return { count: row?.count ?? 0, qis: row?.qis ?? 0 };
  }
}
