import { asc, eq, inArray } from 'drizzle-orm';
import type { ExportSection } from '../account/export/sections';
import { rows } from '../account/export/jsonStream';
import { diaryMeals, myFoods, myRecipeIngredients, myRecipes } from '../db/schema';

/**
 * The export's sections of the member's own foods, recipes and saved meals. A recipe names its own
 * foods by their names (no internal id leaves); catalogue foods by their catalogue id, as the diary's
 * entries do. A saved meal holds its items as they were written.
 */
export const MY_FOODS_EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'myFoods',
    tables: ['my_foods'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({
            name: myFoods.name,
            kcalPer100g: myFoods.kcalPer100g,
            portionLabel: myFoods.portionLabel,
            portionGrams: myFoods.portionGrams,
            locale: myFoods.locale,
            createdAt: myFoods.createdAt,
            updatedAt: myFoods.updatedAt,
          })
          .from(myFoods)
          .where(eq(myFoods.memberId, member.id))
          .orderBy(asc(myFoods.createdAt), asc(myFoods.id))
          .offset(offset)
          .limit(limit),
      ),
  },
  {
    key: 'myRecipes',
    tables: ['my_recipes', 'my_recipe_ingredients'],
    value: ({ db, member }) =>
      rows(async (offset, limit) => {
        const page = await db
          .select()
          .from(myRecipes)
          .where(eq(myRecipes.memberId, member.id))
          .orderBy(asc(myRecipes.createdAt), asc(myRecipes.id))
          .offset(offset)
          .limit(limit);
        if (page.length === 0) return [];
        const ingredients = await db
          .select({
            recipeId: myRecipeIngredients.recipeId,
            foodId: myRecipeIngredients.foodId,
            myFood: myFoods.name,
            grams: myRecipeIngredients.grams,
          })
          .from(myRecipeIngredients)
          .leftJoin(myFoods, eq(myFoods.id, myRecipeIngredients.myFoodId))
          .where(
            inArray(
              myRecipeIngredients.recipeId,
              page.map((recipe) => recipe.id),
            ),
          )
          .orderBy(asc(myRecipeIngredients.recipeId), asc(myRecipeIngredients.position));
        return page.map((recipe) => ({
          name: recipe.name,
          servings: recipe.servings,
          locale: recipe.locale,
          ingredients: ingredients
            .filter((ingredient) => ingredient.recipeId === recipe.id)
            .map(({ foodId, myFood, grams }) => ({ foodId, myFood, grams })),
          createdAt: recipe.createdAt,
          updatedAt: recipe.updatedAt,
        }));
      }),
  },
  {
    key: 'savedMeals',
    tables: ['diary_meals'],
    value: ({ db, member }) =>
      rows(async (offset, limit) =>
        (
          await db
            .select()
            .from(diaryMeals)
            .where(eq(diaryMeals.memberId, member.id))
            .orderBy(asc(diaryMeals.createdAt), asc(diaryMeals.id))
            .offset(offset)
            .limit(limit)
        ).map((meal) => ({
          name: meal.name,
          slot: meal.slot,
          items: meal.items.map(({ kind, foodId, name, grams, portions, qis }) => ({
            kind,
            foodId,
            name,
            grams,
            portions,
            qis,
          })),
          createdAt: meal.createdAt,
        })),
      ),
  },
];
