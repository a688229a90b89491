import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diaryMeals, type SavedMealItem } from '../db/schema';
import { insertBelowLimit } from '../myFoods/repository';

export type MealRow = typeof diaryMeals.$inferSelect;
export type NewMealRow = Omit<typeof diaryMeals.$inferInsert, 'id' | 'createdAt'> & {
  items: SavedMealItem[];
};

/** A member's saved meals (every read and write names the member). */
export class MealsRepository {
  constructor(private readonly db: Db) {}

  async list(memberId: string): Promise<MealRow[]> {
    return this.db
      .select()
      .from(diaryMeals)
      .where(eq(diaryMeals.memberId, memberId))
      .orderBy(asc(sql`lower(${diaryMeals.name})`), asc(diaryMeals.createdAt));
  }

  async get(memberId: string, id: string): Promise<MealRow | null> {
    const [row] = await this.db
      .select()
      .from(diaryMeals)
      .where(and(eq(diaryMeals.memberId, memberId), eq(diaryMeals.id, id)));
    return row ?? null;
  }

  async insert(row: NewMealRow, max: number): Promise<MealRow | 'full' | 'member-gone'> {
    return insertBelowLimit(
      this.db,
      `diary-meals:${row.memberId}`,
      async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(diaryMeals)
          .where(eq(diaryMeals.memberId, row.memberId));
        return counted?.n ?? 0;
      },
      async (tx) => (await tx.insert(diaryMeals).values(row).returning())[0]!,
      max,
    );
  }

  async delete(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(diaryMeals)
      .where(and(eq(diaryMeals.memberId, memberId), eq(diaryMeals.id, id)))
      .returning({ id: diaryMeals.id });
    return rows.length > 0;
  }
}
