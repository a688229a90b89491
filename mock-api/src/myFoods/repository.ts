import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { myFoods, myRecipeIngredients, myRecipes } from '../db/schema';

export type MyFoodRow = typeof myFoods.$inferSelect;
export type NewMyFoodRow = Omit<typeof myFoods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MyFoodRowPatch = Partial<
  Pick<MyFoodRow, 'name' | 'kcalPer100g' | 'portionLabel' | 'portionGrams' | 'locale'>
>;

/** The code PostgreSQL gives a broken foreign key (the member gone, or a food still in a recipe). */
export function foreignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23503';
}

/**
 * Counts the member's rows of `table` and inserts only below `max`, under an advisory lock of the
 * member and the table: two writes arriving together (two tabs, two instances) cannot pass the limit.
 */
export async function insertBelowLimit<T>(
  db: Db,
  lockKey: string,
  count: (tx: Db) => Promise<number>,
  insert: (tx: Db) => Promise<T>,
  max: number,
): Promise<T | 'full' | 'member-gone'> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      if ((await count(tx as unknown as Db)) >= max) return 'full' as const;
      return insert(tx as unknown as Db);
    });
  } catch (error) {
    if (foreignKeyViolation(error)) return 'member-gone';
    throw error;
  }
}

/** A member's own foods. Every read and write names the member: no id reaches another's rows. */
export class MyFoodsRepository {
  constructor(private readonly db: Db) {}

  async list(memberId: string): Promise<MyFoodRow[]> {
    return this.db
      .select()
      .from(myFoods)
      .where(eq(myFoods.memberId, memberId))
      .orderBy(asc(sql`lower(${myFoods.name})`), asc(myFoods.createdAt));
  }

  async get(memberId: string, id: string): Promise<MyFoodRow | null> {
    const [row] = await this.db
      .select()
      .from(myFoods)
      .where(and(eq(myFoods.memberId, memberId), eq(myFoods.id, id)));
    return row ?? null;
  }

  /** The member's foods among `ids` (another member's ids are not found). */
  async byIds(memberId: string, ids: readonly string[]): Promise<MyFoodRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(myFoods)
      .where(and(eq(myFoods.memberId, memberId), inArray(myFoods.id, [...ids])));
  }

  async insert(row: NewMyFoodRow, max: number): Promise<MyFoodRow | 'full' | 'member-gone'> {
    return insertBelowLimit(
      this.db,
      `my-foods:${row.memberId}`,
      async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(myFoods)
          .where(eq(myFoods.memberId, row.memberId));
        return counted?.n ?? 0;
      },
      async (tx) => {
        const [inserted] = await tx.insert(myFoods).values(row).returning();
        return inserted!;
      },
      max,
    );
  }

  async update(memberId: string, id: string, patch: MyFoodRowPatch): Promise<MyFoodRow | null> {
    const [row] = await this.db
      .update(myFoods)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(myFoods.memberId, memberId), eq(myFoods.id, id)))
      .returning();
    return row ?? null;
  }

  /** Deletes the food unless a recipe of the member still uses it (answers those recipes' names). */
  async delete(memberId: string, id: string): Promise<'deleted' | 'not-found' | { usedBy: string[] }> {
    try {
      const rows = await this.db
        .delete(myFoods)
        .where(and(eq(myFoods.memberId, memberId), eq(myFoods.id, id)))
        .returning({ id: myFoods.id });
      return rows.length > 0 ? 'deleted' : 'not-found';
    } catch (error) {
      if (!foreignKeyViolation(error)) throw error;
      const recipes = await this.db
        .selectDistinct({ name: myRecipes.name })
        .from(myRecipeIngredients)
        .innerJoin(myRecipes, eq(myRecipes.id, myRecipeIngredients.recipeId))
        .where(and(eq(myRecipes.memberId, memberId), eq(myRecipeIngredients.myFoodId, id)));
      return { usedBy: recipes.map((recipe) => recipe.name) };
    }
  }
}
