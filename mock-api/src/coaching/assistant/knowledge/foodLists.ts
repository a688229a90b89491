import type { FoodsService } from '../../../foods/service';
import { qisFromKcal } from '@qis/contract';
import type { FoodEnergyLookup, RecipeFood } from '../../../nutrition/recipes/catalogue';
import type { ChatLocale } from '../provider';
import { CATALOGUE_GRAMS } from './foods';

export interface ListedQis {
  name: string;
  qis: number;
  /** What the QIS are for: the catalogue's reference amount or the food's portion (as the QIS table shows). */
  amount: string;
}

const byQis = (a: ListedQis, b: ListedQis) => a.qis - b.qis || a.name.localeCompare(b.name);

/** A few of the low-QIS screen's foods (its random draw), lightest first. */
export function lowQisFoods(foods: FoodsService, locale: ChatLocale, count = 6): ListedQis[] {
  return foods
    .lowQis(locale)
    .slice(0, count)
    .map(({ name, calories }) => ({ name, qis: qisFromKcal(calories), amount: `${CATALOGUE_GRAMS} g` }))
    .sort(byQis);
}

/** A few of the cholesterol-free screen's foods (its random draw), lightest first. */
export function cholesterolFreeFoods(foods: FoodsService, locale: ChatLocale, count = 6): ListedQis[] {
  return foods
    .cholesterolFree(locale)
    .slice(0, count)
    .map(({ name, calories }) => ({ name, qis: qisFromKcal(calories), amount: `${CATALOGUE_GRAMS} g` }))
    .sort(byQis);
}

/** The QIS table's rows of a category with the fewest QIS (per the amount the table shows). */
export function lowestOfCategory(
  foods: FoodsService,
  category: string,
  locale: ChatLocale,
  count = 6,
): ListedQis[] {
  return foods
    .qisTable(category, locale)
    .map(({ name, qis: value, amount }) => ({ name, qis: value, amount }))
    .sort(byQis)
    .slice(0, count);
}

/** The recipes' energy from the in-memory catalogue (the same rows the meal plan reads from the database). */
export function inMemoryEnergyLookup(foods: FoodsService): FoodEnergyLookup {
  return {
    async findBySourceCodes(refs) {
      const found = new Map<string, RecipeFood>();
      const catalogue = foods.current;
      if (catalogue === null) return found;
      const wanted = new Set(refs.map(({ source, code }) => `${source}:${code}`));
      for (const food of catalogue.foods) {
        const key = `${food.source}:${food.sourceCode}`;
        if (wanted.has(key)) found.set(key, { kcal: food.kcal, category: food.category, names: food.names });
      }
      return found;
    },
  };
}
