import { qisFromKcal, type Locale } from '@qis/contract';
import type { DiaryFood, DiarySearchResult, MyRecipe } from '@qis/contract/api';
import type { ListedFood } from '../foods/catalogue';
import type { CatalogueFood } from '../foods/repository';
import type { MyFoodRow } from '../myFoods/repository';
import { byMatchThenHabit, choiceKey, ownNameMatch, type ChoiceCounts } from './memberSearch';

/** At most this many of the member's own foods and recipes lead a search's answer. */
export const OWN_RESULTS_LIMIT = 10;

export interface MemberSearchInput {
  query: string;
  locale: Locale;
  counts: ChoiceCounts;
  ownFoods: readonly MyFoodRow[];
  ownRecipes: readonly (MyRecipe & { exactKcalPerServing: number })[];
  /** The catalogue's answers, best first, with the search's cost of each. */
  catalogue: readonly { item: ListedFood; cost: number }[];
  toFood: (food: CatalogueFood) => DiaryFood;
  limit: number;
}

/**
 * The diary's search for one member: their own foods and recipes whose names hold the words first
 * (marked `source: 'mine'`), then the catalogue's. Within each, equally good matches are ordered by
 * how often this member chose them lately; another member's habits never count.
 */
export function searchWithMember(input: MemberSearchInput): DiarySearchResult[] {
  const { query, locale, counts } = input;
  type Own = { result: DiarySearchResult; match: number; key: string };
  const own: Own[] = [];
  for (const food of input.ownFoods) {
    const match = ownNameMatch(food.name, query, food.locale);
    if (match === null) continue;
    own.push({
      match,
      key: choiceKey('my-food', food.id),
      result: {
        kind: 'my-food',
        source: 'mine',
        myFoodId: food.id,
        name: food.name,
        qisPer100g: qisFromKcal(food.kcalPer100g),
        kcalPer100g: food.kcalPer100g,
        portion:
          food.portionLabel !== null && food.portionGrams !== null
            ? {
                label: food.portionLabel,
                grams: food.portionGrams,
                qis: qisFromKcal((food.kcalPer100g * food.portionGrams) / 100),
              }
            : null,
      },
    });
  }
  for (const recipe of input.ownRecipes) {
    const match = ownNameMatch(recipe.name, query, recipe.locale);
    if (match === null) continue;
    own.push({
      match,
      key: choiceKey('my-recipe', recipe.id),
      result: {
        kind: 'my-recipe',
        source: 'mine',
        myRecipeId: recipe.id,
        name: recipe.name,
        servings: recipe.servings,
        qisPerServing: recipe.qisPerServing,
        kcalPerServing: recipe.kcalPerServing,
      },
    });
  }
  const ownFirst = byMatchThenHabit(
    own.sort((a, b) => a.result.name.localeCompare(b.result.name, locale)),
    (one) => one.match,
    (one) => one.key,
    counts,
  )
    .slice(0, OWN_RESULTS_LIMIT)
    .map((one) => one.result);
  // The search's costs are sums of a few fixed steps: equal sums are equally good matches.
  const catalogue = byMatchThenHabit(
    input.catalogue,
    ({ cost }) => Math.round(cost * 1000),
    ({ item }) => choiceKey('food', item.food.id),
    counts,
  ).map(({ item }): DiarySearchResult => ({ kind: 'food', source: 'catalogue', ...input.toFood(item.food) }));
  return [...ownFirst, ...catalogue].slice(0, Math.max(input.limit, ownFirst.length));
}
