import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { myRecipeIngredients, myRecipes } from '../db/schema';
import { foreignKeyViolation, insertBelowLimit } from './repository';

export type MyRecipeRow = typeof myRecipes.$inferSelect;
export interface IngredientRow {
  foodId: number | null;
  myFoodId: string | null;
  grams: number;
}
export type MyRecipeWithIngredients = MyRecipeRow & { ingredients: IngredientRow[] };
export interface NewMyRecipe {
  memberId: string;
  name: string;
  servings: number;
  locale: MyRecipeRow['locale'];
  ingredients: IngredientRow[];
}
export type MyRecipePatchRow = Partial<Pick<MyRecipeRow, 'name' | 'servings' | 'locale'>> & {
  ingredients?: IngredientRow[];
};

/** A member's recipes and their ingredients, in their order. */
export class MyRecipesRepository {
  constructor(private readonly db: Db) {}

  private async withIngredients(rows: MyRecipeRow[], db: Db = this.db): Promise<MyRecipeWithIngredients[]> {
    if (rows.length === 0) return [];
    const ingredients = await db
      .select()
      .from(myRecipeIngredients)
      .where(
        inArray(
          myRecipeIngredients.recipeId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(myRecipeIngredients.recipeId), asc(myRecipeIngredients.position));
    return rows.map((row) => ({
      ...row,
      ingredients: ingredients
        .filter((ingredient) => ingredient.recipeId === row.id)
        .map(({ foodId, myFoodId, grams }) => ({ foodId, myFoodId, grams })),
    }));
  }

  async list(memberId: string): Promise<MyRecipeWithIngredients[]> {
    const rows = await this.db
      .select()
      .from(myRecipes)
      .where(eq(myRecipes.memberId, memberId))
      .orderBy(asc(sql`lower(${myRecipes.name})`), asc(myRecipes.createdAt));
    return this.withIngredients(rows);
  }

  async get(memberId: string, id: string): Promise<MyRecipeWithIngredients | null> {
    const rows = await this.db
      .select()
      .from(myRecipes)
      .where(and(eq(myRecipes.memberId, memberId), eq(myRecipes.id, id)));
    return (await this.withIngredients(rows))[0] ?? null;
  }

  private async writeIngredients(tx: Db, recipeId: string, ingredients: IngredientRow[]): Promise<void> {
    await tx.delete(myRecipeIngredients).where(eq(myRecipeIngredients.recipeId, recipeId));
    await tx
      .insert(myRecipeIngredients)
      .values(ingredients.map((ingredient, position) => ({ recipeId, position, ...ingredient })));
  }

  /** 'member-gone' also when one of the member's foods was deleted meanwhile (its foreign key). */
  async insert(recipe: NewMyRecipe, max: number): Promise<MyRecipeWithIngredients | 'full' | 'member-gone'> {
    const { ingredients, ...row } = recipe;
    return insertBelowLimit(
      this.db,
      `my-recipes:${recipe.memberId}`,
      async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(myRecipes)
          .where(eq(myRecipes.memberId, recipe.memberId));
        return counted?.n ?? 0;
      },
      async (tx) => {
        const [inserted] = await tx.insert(myRecipes).values(row).returning();
        await this.writeIngredients(tx, inserted!.id, ingredients);
        return (await this.withIngredients([inserted!], tx))[0]!;
      },
      max,
    );
  }

  /** null: no such recipe of the member; 'food-gone': an ingredient's food was deleted meanwhile. */
  async update(
    memberId: string,
    id: string,
    patch: MyRecipePatchRow,
  ): Promise<MyRecipeWithIngredients | null | 'food-gone'> {
    const { ingredients, ...fields } = patch;
    try {
      return await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // The recipe's row changes with its ingredients: its member's data version counts both.
        const [row] = await tx
          .update(myRecipes)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(myRecipes.memberId, memberId), eq(myRecipes.id, id)))
          .returning();
        if (!row) return null;
        if (ingredients) await this.writeIngredients(tx, id, ingredients);
        return (await this.withIngredients([row], tx))[0]!;
      });
    } catch (error) {
      if (foreignKeyViolation(error)) return 'food-gone';
      throw error;
    }
  }

  async delete(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(myRecipes)
      .where(and(eq(myRecipes.memberId, memberId), eq(myRecipes.id, id)))
      .returning({ id: myRecipes.id });
    return rows.length > 0;
  }
}
