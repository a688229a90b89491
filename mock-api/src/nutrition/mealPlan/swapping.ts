import { SWAP_SLOTS } from '@qis/contract/api';
import { quarterBounds } from './counting';
import {
  followsRules,
  LADDER_QUARTERS,
  WHOLE_PORTION,
  type ServedDay,
  type Serving,
  type Tier,
} from './portions';

/** The five places of a day a recipe can be swapped in (the snack column may hold a second snack). */
export { SWAP_SLOTS };
export type SwapSlot = (typeof SWAP_SLOTS)[number];

/** The catalogue slot index (morning, noon, evening, snack) of each place. */
export const CATALOGUE_SLOT: Record<SwapSlot, number> = {
  breakfast: 0,
  lunch: 1,
  dinner: 2,
  snacks: 3,
  secondSnack: 3,
};

export interface SwapOption {
  serving: Serving;
  /** The day's exact kcal with this serving in place. */
  dayKcal: number;
}

const replace = (day: ServedDay, slot: SwapSlot, serving: Serving): ServedDay => {
  switch (slot) {
    case 'breakfast':
      return { ...day, morning: serving };
    case 'lunch':
      return { ...day, noon: serving };
    case 'dinner':
      return { ...day, evening: serving };
    case 'snacks':
      return { ...day, snacks: day.snacks.length === 2 ? [serving, day.snacks[1]] : [serving] };
    case 'secondSnack':
      return { ...day, snacks: [day.snacks[0], serving] };
  }
};

export const servingAt = (day: ServedDay, slot: SwapSlot): Serving | undefined =>
  ({
    breakfast: day.morning,
    lunch: day.noon,
    dinner: day.evening,
    snacks: day.snacks[0],
    secondSnack: day.snacks[1],
  })[slot];

/** Quarter-kcal of a day: exact integers, as the generator and the counts compare them. */
function dayQuarterKcal(kcal: readonly (readonly number[])[], day: ServedDay): number {
  const parts: [number, Serving][] = [
    [0, day.morning],
    [1, day.noon],
    [2, day.evening],
    ...day.snacks.map((snack): [number, Serving] => [3, snack]),
  ];
  return parts.reduce((sum, [slot, { recipe, quarters }]) => sum + kcal[slot]![recipe]! * quarters, 0);
}

/**
 * The recipes that can take `slot`'s place in the day and keep it in [minKcal, maxKcal] under the
 * plan's portion rules: for each other recipe of that slot, the one factor the rules allow whose
 * serving is nearest in kcal to the one it replaces (the day changes least), or none when no factor
 * fits. Ordered by how little the day's total moves. A swap that cannot fit is never offered.
 */
export function swapOptions(
  kcal: readonly (readonly number[])[],
  day: ServedDay,
  slot: SwapSlot,
  tier: Tier,
  minKcal: number,
  maxKcal: number,
): SwapOption[] {
  const current = servingAt(day, slot);
  if (!current) return [];
  const catalogueSlot = CATALOGUE_SLOT[slot];
  const [lo, hi] = quarterBounds(minKcal, maxKcal);
  const currentValue = kcal[catalogueSlot]![current.recipe]! * current.quarters;
  const currentDay = dayQuarterKcal(kcal, day);
  const rungs = tier === 'whole' ? [WHOLE_PORTION] : LADDER_QUARTERS;
  const options: SwapOption[] = [];
  kcal[catalogueSlot]!.forEach((value, recipe) => {
    if (recipe === current.recipe) return;
    let best: { serving: Serving; quarterKcal: number } | null = null;
    for (const quarters of rungs) {
      const serving = { recipe, quarters };
      const swapped = replace(day, slot, serving);
      const quarterKcal = dayQuarterKcal(kcal, swapped);
      if (quarterKcal < lo || quarterKcal > hi || !followsRules(swapped, tier)) continue;
      const distance = Math.abs(value * quarters - currentValue);
      if (
        !best ||
        distance < Math.abs(kcal[catalogueSlot]![recipe]! * best.serving.quarters - currentValue)
      ) {
        best = { serving, quarterKcal };
      }
    }
    if (best) options.push({ serving: best.serving, dayKcal: best.quarterKcal / 4 });
  });
  return options.sort(
    (a, b) =>
      Math.abs(a.dayKcal * 4 - currentDay) - Math.abs(b.dayKcal * 4 - currentDay) ||
      a.serving.recipe - b.serving.recipe,
  );
}
