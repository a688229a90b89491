import type { Db } from '../../src/db/client';
import { foodNames, foods } from '../../src/db/schema';
import { SLOTS, readRecipeContent } from '../../src/nutrition/recipes/catalogue';

/**
 * Every food the recipes use, at 100 kcal per 100 g: a recipe's kcal per portion is then its grams
 * per portion, which the tests can recompute on their own. Each is a vegetable (QIS-table category
 * "Gemüse") named "Food <source> <code>" in German only, so the other languages read the English-less fallback.
 */
export async function seedRecipeFoods(db: Db): Promise<void> {
  const content = readRecipeContent();
  const refs = new Map<
    string,
    { source: string; sourceCode: string; kcal: number; fat: number; category: string }
  >();
  for (const slot of SLOTS) {
    for (const recipe of content[slot]) {
      for (const { food } of recipe.ingredients) {
        refs.set(`${food.source}:${food.code}`, {
          source: food.source,
          sourceCode: food.code,
          kcal: 100,
          fat: 1,
          category: 'Gemüse',
        });
      }
    }
  }
  const inserted = await db
    .insert(foods)
    .values([...refs.values()])
    .onConflictDoNothing()
    .returning({ id: foods.id, source: foods.source, code: foods.sourceCode });
  if (inserted.length === 0) return;
  await db.insert(foodNames).values(
    inserted.map(({ id, source, code }) => ({
      foodId: id,
      locale: 'de',
      name: `Food ${source} ${code}`,
      searchKey: `food ${source} ${code}`,
    })),
  );
}
