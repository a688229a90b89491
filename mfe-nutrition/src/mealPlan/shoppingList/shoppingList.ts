import { compareText, formatNumber } from '@qis/shared';
import type { DayPlan, PlanRecipe } from '@qis/contract/api';
import { QIS_CATEGORIES } from '../../common/qisCategories';

export interface ShoppingItem {
  /** The catalogue food, "<source>:<code>". */
  key: string;
  name: string;
  /** The week's grams of it: the sum of the member's shares in every recipe served (rounded when shown). */
  grams: number;
  /** How many servings of the week use it. */
  servings: number;
}

export interface ShoppingGroup {
  /** A QIS-table category id, or null for foods outside the 22 categories. */
  category: string | null;
  items: ShoppingItem[];
}

/** Every recipe a day serves, the second snack included. */
export const servedRecipes = (day: DayPlan): PlanRecipe[] => [
  day.breakfast,
  day.lunch,
  day.dinner,
  day.snacks,
  ...(day.secondSnack ? [day.secondSnack] : []),
];

/**
 * The week's shopping list: every ingredient of every recipe served (swaps and portions as the plan
 * holds them), summed by catalogue food, grouped by the QIS table's categories in its order (foods
 * outside them last), foods by name in the member's language.
 */
export function shoppingList(mealPlans: readonly DayPlan[], locale: string): ShoppingGroup[] {
  const byFood = new Map<string, ShoppingItem & { category: string | null }>();
  for (const day of mealPlans) {
    for (const recipe of servedRecipes(day)) {
      for (const { grams, food } of recipe.serving.ingredients) {
        const item = byFood.get(food.key);
        if (item) {
          item.grams += grams;
          item.servings += 1;
        } else {
          byFood.set(food.key, {
            key: food.key,
            name: food.name,
            grams,
            servings: 1,
            category: food.category,
          });
        }
      }
    }
  }
  const rank = (category: string | null) => {
    const index = category === null ? -1 : (QIS_CATEGORIES as readonly string[]).indexOf(category);
    return index < 0 ? QIS_CATEGORIES.length : index;
  };
  const groups = new Map<string | null, ShoppingItem[]>();
  for (const { category, ...item } of byFood.values()) {
    const known = rank(category) < QIS_CATEGORIES.length ? category : null;
    groups.set(known, [...(groups.get(known) ?? []), item]);
  }
  const byName = compareText(locale);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, items]) => ({
      category,
      items: items.sort((a, b) => byName(a.name, b.name)),
    }));
}

/** An amount as a cook reads it: grams up to a kilogram, kilograms above, in the page's notation. */
export function readableAmount(grams: number, locale: string): string {
  if (grams >= 1000) {
    return `${formatNumber(grams / 1000, locale, { maximumFractionDigits: 2 })} kg`;
  }
  return `${formatNumber(grams, locale, { maximumFractionDigits: grams < 10 ? 1 : 0 })} g`;
}
