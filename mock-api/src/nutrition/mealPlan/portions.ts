import { TIERS } from '@qis/contract/api';

/**
 * The portion rules of a meal plan: which servings a day may hold. The generator draws its days
 * from these rules and `countPlanDays` counts exactly the days they allow, so the two never differ.
 *
 * Factors are kept in quarter portions (integers): ¾ portion of a 311 kcal recipe is 933 quarter-kcal,
 * so sums and range checks are exact.
 */

/** A plan is a week. */
export const DAYS_PER_WEEK = 7;

/** The portion ladder, in quarters: ½, ¾, 1, 1¼, 1½, 2, 2½, 3. */
export const LADDER_QUARTERS = [2, 3, 4, 5, 6, 8, 10, 12] as const;

export const WHOLE_PORTION = 4;

/**
 * The bounds of each slot, in quarters (morning, noon, evening, snack). Never less than half a
 * portion (no ¼ main course); breakfast and snacks at most twice, main courses at most three times.
 */
export const SLOT_BOUNDS: readonly (readonly [number, number])[] = [
  [2, 8],
  [2, 12],
  [2, 12],
  [2, 8],
];

/**
 * The rule sets, simplest first. The plan uses the first whose days give a week of distinct days
 * (at least seven in the range), else the last one that has any:
 * - `whole`: one portion of each of the four recipes (the plans members knew);
 * - `scaled`: each slot's factor from the ladder within the slot's bounds, in proportion: the largest
 *   factor of a day is at most twice its smallest (no ½ breakfast beside a triple dinner);
 * - `extra-snack`: as `scaled`, and a day may hold a second, different snack.
 */
export { TIERS };
export type Tier = (typeof TIERS)[number];

/** One serving: an index into the slot's recipes and the portions eaten, in quarters. */
export interface Serving {
  recipe: number;
  quarters: number;
}

/** A planned day: morning, noon and evening, then one or two snacks. */
export interface ServedDay {
  morning: Serving;
  noon: Serving;
  evening: Serving;
  snacks: [Serving] | [Serving, Serving];
}

/**
 * A window of factors [low, high] in quarters. A day is in proportion when all its factors lie in
 * [L, 2L] for L its smallest factor; `windows` lists those windows for a tier, each with the next
 * rung above L so a count can keep days whose smallest factor is exactly L.
 */
export interface FactorWindow {
  low: number;
  high: number;
  /** The next rung above `low`, or null for the top rung. */
  next: number | null;
}

export function windowsOf(tier: Tier): FactorWindow[] {
  if (tier === 'whole') return [{ low: WHOLE_PORTION, high: WHOLE_PORTION, next: null }];
  return LADDER_QUARTERS.map((low, index) => ({
    low,
    high: 2 * low,
    next: LADDER_QUARTERS[index + 1] ?? null,
  }));
}

export const allowsSecondSnack = (tier: Tier): boolean => tier === 'extra-snack';

/** The rungs a slot may serve within [low, high]. */
export function rungsOf(slot: number, low: number, high: number): number[] {
  const [slotLow, slotHigh] = SLOT_BOUNDS[slot]!;
  return LADDER_QUARTERS.filter(
    (quarters) => quarters >= Math.max(low, slotLow) && quarters <= Math.min(high, slotHigh),
  );
}

/** Whether a day obeys a tier's rules (the brute-force reference and the tests check days with it). */
export function followsRules(day: ServedDay, tier: Tier): boolean {
  const servings = [day.morning, day.noon, day.evening, ...day.snacks];
  if (
    day.snacks.length === 2 &&
    (!allowsSecondSnack(tier) || day.snacks[0].recipe === day.snacks[1].recipe)
  ) {
    return false;
  }
  const quarters = servings.map((serving) => serving.quarters);
  if (tier === 'whole') return quarters.every((value) => value === WHOLE_PORTION);
  const slots = [0, 1, 2, 3, ...(day.snacks.length === 2 ? [3] : [])];
  const inBounds = quarters.every((value, index) => {
    const [low, high] = SLOT_BOUNDS[slots[index]!]!;
    return (LADDER_QUARTERS as readonly number[]).includes(value) && value >= low && value <= high;
  });
  return inBounds && Math.max(...quarters) <= 2 * Math.min(...quarters);
}

/** kcal of a serving of a recipe of `kcal` per portion (may end in .25, .5 or .75). */
export const servedKcal = (kcal: number, quarters: number): number => (kcal * quarters) / 4;
