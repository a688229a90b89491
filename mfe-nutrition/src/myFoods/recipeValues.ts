import { MyFoodLimits, type Locale } from '@qis/contract';
import type { MyRecipe, MyRecipeRequest } from '@qis/contract/api';
import { blank, numberWithin } from './foodValues';

/** One ingredient as the form holds it: the food it names (catalogue or the member's) and its grams as typed. */
export interface IngredientValue {
  /** Stable across removals, so each row keeps its own field. */
  key: string;
  foodId: number | null;
  myFoodId: string | null;
  name: string;
  grams: string;
}

export interface RecipeValues {
  name?: string;
  servings?: string;
  ingredients: IngredientValue[];
}

/** The field that carries the ingredients' count message (the list itself holds one entry per row). */
export const INGREDIENT_COUNT = 'ingredientCount';

const servingsOf = (text: string | undefined): number | null => {
  const value = numberWithin(text, MyFoodLimits.servings);
  return value !== null && Number.isInteger(value) ? value : null;
};

/** Each field's message key, within the contract's limits: the server would refuse the same. */
export function validateRecipe(values: RecipeValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (blank(values.name)) errors.name = 'errors.name';
  if (servingsOf(values.servings) === null) errors.servings = 'errors.servings';
  const { minItems, maxItems } = MyFoodLimits.ingredients;
  if (values.ingredients.length < minItems || values.ingredients.length > maxItems) {
    errors[INGREDIENT_COUNT] = 'errors.ingredients';
  }
  const grams = values.ingredients.map((ingredient) =>
    numberWithin(ingredient.grams, MyFoodLimits.grams) === null ? { grams: 'errors.ingredientGrams' } : {},
  );
  if (grams.some((entry) => 'grams' in entry)) errors.ingredients = grams;
  return errors;
}

/** What the API takes from a valid form. */
export function recipeRequest(values: RecipeValues, locale: Locale): MyRecipeRequest {
  return {
    name: (values.name ?? '').trim(),
    servings: servingsOf(values.servings) ?? MyFoodLimits.servings.minimum,
    ingredients: values.ingredients.map((ingredient) => ({
      ...(ingredient.myFoodId !== null ? { myFoodId: ingredient.myFoodId } : { foodId: ingredient.foodId! }),
      grams: numberWithin(ingredient.grams, MyFoodLimits.grams) ?? MyFoodLimits.grams.minimum,
    })),
    locale,
  };
}

let nextKey = 0;
/** A key for a new row of the form. */
export const ingredientKey = (): string => `ingredient-${++nextKey}`;

/** A recipe as the form shows it for editing; a new one starts with one serving and no ingredients. */
export function recipeValues(recipe: MyRecipe | null): RecipeValues {
  if (!recipe) return { name: '', servings: '1', ingredients: [] };
  return {
    name: recipe.name,
    servings: String(recipe.servings),
    ingredients: recipe.ingredients.map((ingredient) => ({
      key: ingredientKey(),
      foodId: ingredient.foodId,
      myFoodId: ingredient.myFoodId,
      name: ingredient.name,
      grams: String(ingredient.grams),
    })),
  };
}
