import { qisFromKcal } from '@qis/contract';
import type { ContentLocale, MealPlanAlternativesResponse } from '@qis/contract/api';
import { badRequest } from '../../http/apiError';
import { SLOTS, toPlanRecipe, type Catalogue } from '../recipes/catalogue';
import type { ServedDay, Serving, Tier } from './portions';
import { CATALOGUE_SLOT, swapOptions, type SwapSlot } from './swapping';

export interface DayServings {
  breakfast: string;
  lunch: string;
  dinner: string;
  snacks: string;
  secondSnack?: string;
}

/** "<id>:<factor>" (the schema checked its form) as a serving of the slot; a 400 for an unknown recipe. */
function servingOf(catalogue: Catalogue, slot: SwapSlot, text: string): Serving {
  const separator = text.lastIndexOf(':');
  const id = text.slice(0, separator);
  const recipe = catalogue[SLOTS[CATALOGUE_SLOT[slot]]!].findIndex((candidate) => candidate.id === id);
  if (recipe < 0) {
    throw badRequest('unknown-recipe', `${slot}: "${id}" is not a recipe of this slot`, [
      { field: slot, message: 'is not a recipe of this slot' },
    ]);
  }
  return { recipe, quarters: Number(text.slice(separator + 1)) * 4 };
}

export function servedDayOf(catalogue: Catalogue, servings: DayServings): ServedDay {
  const first = servingOf(catalogue, 'snacks', servings.snacks);
  return {
    morning: servingOf(catalogue, 'breakfast', servings.breakfast),
    noon: servingOf(catalogue, 'lunch', servings.lunch),
    evening: servingOf(catalogue, 'dinner', servings.dinner),
    snacks: servings.secondSnack
      ? [first, servingOf(catalogue, 'secondSnack', servings.secondSnack)]
      : [first],
  };
}

export interface AlternativesInput {
  catalogue: Catalogue;
  kcal: readonly (readonly number[])[];
  tier: Tier;
  need: { min: number; max: number; minKcal: number; maxKcal: number };
  day: number;
  slot: SwapSlot;
  servings: DayServings;
  locale: ContentLocale;
  year: number;
}

/** The recipes that can take a slot's place and keep the day in range, served as the plan serves them. */
export function alternativesFor(input: AlternativesInput): MealPlanAlternativesResponse {
  const { catalogue, kcal, tier, need, slot, locale, year } = input;
  const day = servedDayOf(catalogue, input.servings);
  if (slot === 'secondSnack' && day.snacks.length < 2) {
    throw badRequest('no-second-snack', 'secondSnack: the day has no second snack to swap', [
      { field: 'slot', message: 'the day has no second snack' },
    ]);
  }
  const parts: [number, Serving][] = [
    [0, day.morning],
    [1, day.noon],
    [2, day.evening],
    ...day.snacks.map((snack): [number, Serving] => [3, snack]),
  ];
  const currentKcal = parts.reduce(
    (sum, [s, serving]) => sum + (kcal[s]![serving.recipe]! * serving.quarters) / 4,
    0,
  );
  const recipes = catalogue[SLOTS[CATALOGUE_SLOT[slot]]!];
  return {
    day: input.day,
    slot,
    min: need.min,
    max: need.max,
    portions: tier,
    current: { totalCalories: Math.round(currentKcal), totalQis: qisFromKcal(currentKcal) },
    alternatives: swapOptions(kcal, day, slot, tier, need.minKcal, need.maxKcal).map(
      ({ serving, dayKcal }) => ({
        recipe: toPlanRecipe(recipes[serving.recipe]!, serving.quarters, locale, year),
        totalCalories: Math.round(dayKcal),
        totalQis: qisFromKcal(dayKcal),
      }),
    ),
  };
}
