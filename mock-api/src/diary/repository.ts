import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diaryEntries, diarySettings, fitnessSessions, members, weightEntries } from '../db/schema';

export type DiaryRow = typeof diaryEntries.$inferSelect;
export type NewDiaryRow = Omit<typeof diaryEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DiaryRowPatch = Partial<
  Pick<DiaryRow, 'slot' | 'grams' | 'portions' | 'minutes' | 'name' | 'qis'>
>;

export interface DaySum {
  day: string;
  eaten: number;
  activityBonus: number;
  entries: number;
}

export interface FrequentFood {
  foodId: number;
  times: number;
  lastGrams: number | null;
  lastPortions: number | null;
}

function foreignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23503';
}

export type InsertOutcome = { row: DiaryRow; created: boolean } | 'day-full' | 'member-gone';

export class DiaryRepository {
  /** The diary's day page reads these on every visit: built once and prepared by name. */
  private readonly dayQuery;
  private readonly activityLevelQuery;
  private readonly workoutsQuery;
  private readonly rangeInputsQuery;

  constructor(private readonly db: Db) {
    this.dayQuery = db
      .select()
      .from(diaryEntries)
      .where(
        and(
          eq(diaryEntries.memberId, sql.placeholder('memberId')),
          eq(diaryEntries.day, sql.placeholder('day')),
        ),
      )
      .orderBy(asc(diaryEntries.createdAt), asc(diaryEntries.id))
      .prepare('diary_day');
    this.activityLevelQuery = db
      .select({ level: diarySettings.activityLevel })
      .from(diarySettings)
      .where(eq(diarySettings.memberId, sql.placeholder('memberId')))
      .prepare('diary_activity_level');
    this.workoutsQuery = db
      .select({
        id: fitnessSessions.id,
        workoutId: fitnessSessions.workoutId,
        completedAt: fitnessSessions.completedAt,
        qis: fitnessSessions.qis,
      })
      .from(fitnessSessions)
      .where(
        and(
          eq(fitnessSessions.memberId, sql.placeholder('memberId')),
          sql`${fitnessSessions.completedAt} >= ${sql.placeholder('from')}`,
          sql`${fitnessSessions.completedAt} < ${sql.placeholder('to')}`,
        ),
      )
      .orderBy(asc(fitnessSessions.completedAt))
      .prepare('diary_workouts');
    // What the range is computed from, in one row instead of three reads (profile, the whole weight
    // history for its latest weight, the activity level).
    this.rangeInputsQuery = db
      .select({
        gender: members.gender,
        birthYear: members.birthYear,
        birthMonth: members.birthMonth,
        weight: sql<number | null>`(select ${weightEntries.weight} from ${weightEntries}
          where ${weightEntries.memberId} = ${members.id} order by ${weightEntries.day} desc limit 1)`,
        activityLevel: sql<string | null>`(select ${diarySettings.activityLevel} from ${diarySettings}
          where ${diarySettings.memberId} = ${members.id})`,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('diary_range_inputs');
  }

  /** The profile's fields, the latest weight and the activity level; null when the member is gone. */
  async rangeInputs(memberId: string) {
    const [row] = await this.rangeInputsQuery.execute({ memberId });
    return row ?? null;
  }

  /**
   * Writes the entry once per (member, client id), and only while the day holds fewer than
   * `maxPerDay` entries. The count and the insert run under an advisory lock of the member's day,
   * so two writes arriving together (two tabs, two instances) cannot pass the limit together.
   */
  async insert(entry: NewDiaryRow, maxPerDay: number): Promise<InsertOutcome> {
    const existing = await this.byClientId(entry.memberId, entry.clientId);
    if (existing) return { row: existing, created: false };
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`diary:${entry.memberId}:${entry.day}`}))`,
        );
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(diaryEntries)
          .where(and(eq(diaryEntries.memberId, entry.memberId), eq(diaryEntries.day, entry.day)));
        const [inserted] = await tx
          .insert(diaryEntries)
          .values(entry)
          .onConflictDoNothing({ target: [diaryEntries.memberId, diaryEntries.clientId] })
          .returning();
        if (inserted && (count?.n ?? 0) >= maxPerDay) {
          // Rolled back by throwing: the day is full.
          throw new DayFull();
        }
        if (inserted) return { row: inserted, created: true };
        const first = await tx
          .select()
          .from(diaryEntries)
          .where(and(eq(diaryEntries.memberId, entry.memberId), eq(diaryEntries.clientId, entry.clientId)));
        if (!first[0]) throw new Error('diary entry conflict without a row');
        return { row: first[0], created: false };
      });
    } catch (error) {
      if (error instanceof DayFull) return 'day-full';
      if (foreignKeyViolation(error)) return 'member-gone';
      throw error;
    }
  }

  async byClientId(memberId: string, clientId: string): Promise<DiaryRow | null> {
    const [row] = await this.db
      .select()
      .from(diaryEntries)
      .where(and(eq(diaryEntries.memberId, memberId), eq(diaryEntries.clientId, clientId)));
    return row ?? null;
  }

  async get(memberId: string, id: string): Promise<DiaryRow | null> {
    const [row] = await this.db
      .select()
      .from(diaryEntries)
      .where(and(eq(diaryEntries.memberId, memberId), eq(diaryEntries.id, id)));
    return row ?? null;
  }

  /** The day's entries in the order they were written. */
  async day(memberId: string, day: string): Promise<DiaryRow[]> {
    return this.dayQuery.execute({ memberId, day });
  }

  async update(memberId: string, id: string, patch: DiaryRowPatch): Promise<DiaryRow | null> {
    const [row] = await this.db
      .update(diaryEntries)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(diaryEntries.memberId, memberId), eq(diaryEntries.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(diaryEntries)
      .where(and(eq(diaryEntries.memberId, memberId), eq(diaryEntries.id, id)))
      .returning({ id: diaryEntries.id });
    return rows.length > 0;
  }

  /** Per day of [from, to] that has entries: QIS eaten, activity bonus, entry count. */
  async sums(memberId: string, from: string, to: string): Promise<DaySum[]> {
    return this.db
      .select({
        day: diaryEntries.day,
        eaten: sql<number>`coalesce(sum(${diaryEntries.qis}) filter (where ${diaryEntries.kind} <> 'activity'), 0)::int`,
        activityBonus: sql<number>`coalesce(sum(${diaryEntries.qis}) filter (where ${diaryEntries.kind} = 'activity'), 0)::int`,
        entries: sql<number>`count(*)::int`,
      })
      .from(diaryEntries)
      .where(and(eq(diaryEntries.memberId, memberId), gte(diaryEntries.day, from), lte(diaryEntries.day, to)))
      .groupBy(diaryEntries.day)
      .orderBy(asc(diaryEntries.day));
  }

  /** Catalogue foods eaten since `since`, most often first, then most recent; the amount last eaten. */
  async frequentFoods(memberId: string, since: string, limit: number): Promise<FrequentFood[]> {
    const rows = await this.db
      .select({
        foodId: sql<number>`${diaryEntries.foodId}`,
        times: sql<number>`count(*)::int`,
        last: sql<string>`max(${diaryEntries.createdAt})`,
        lastGrams: sql<
          number | null
        >`(array_agg(${diaryEntries.grams} order by ${diaryEntries.createdAt} desc))[1]`,
        lastPortions: sql<
          number | null
        >`(array_agg(${diaryEntries.portions} order by ${diaryEntries.createdAt} desc))[1]`,
      })
      .from(diaryEntries)
      .where(
        and(
          eq(diaryEntries.memberId, memberId),
          eq(diaryEntries.kind, 'food'),
          isNotNull(diaryEntries.foodId),
          gte(diaryEntries.day, since),
        ),
      )
      .groupBy(diaryEntries.foodId)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${diaryEntries.createdAt})`))
      .limit(limit);
    return rows.map(({ foodId, times, lastGrams, lastPortions }) => ({
      foodId: Number(foodId),
      times,
      lastGrams: lastGrams === null ? null : Number(lastGrams),
      lastPortions: lastPortions === null ? null : Number(lastPortions),
    }));
  }

  /**
   * How many times since `since` the member wrote each catalogue food, own food and own recipe (the
   * diary's search puts the most chosen first among equally good matches).
   */
  async choiceCounts(memberId: string, since: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({
        kind: diaryEntries.kind,
        key: sql<string>`coalesce(${diaryEntries.foodId}::text, ${diaryEntries.ref})`,
        times: sql<number>`count(*)::int`,
      })
      .from(diaryEntries)
      .where(
        and(
          eq(diaryEntries.memberId, memberId),
          inArray(diaryEntries.kind, ['food', 'my-food', 'my-recipe']),
          gte(diaryEntries.day, since),
        ),
      )
      .groupBy(diaryEntries.kind, sql`coalesce(${diaryEntries.foodId}::text, ${diaryEntries.ref})`);
    return new Map(rows.map(({ kind, key, times }) => [`${kind}:${key}`, times]));
  }

  /** Workouts the gym recorded as completed in [from, to). */
  async workouts(memberId: string, from: Date, to: Date) {
    return this.workoutsQuery.execute({ memberId, from: from.toISOString(), to: to.toISOString() });
  }

  async activityLevel(memberId: string): Promise<string | null> {
    const [row] = await this.activityLevelQuery.execute({ memberId });
    return row?.level ?? null;
  }

  async setActivityLevel(memberId: string, level: string): Promise<void> {
    await this.db
      .insert(diarySettings)
      .values({ memberId, activityLevel: level })
      .onConflictDoUpdate({
        target: diarySettings.memberId,
        set: { activityLevel: level, updatedAt: new Date() },
      });
  }
}

class DayFull extends Error {}
