import {
  allowsSecondSnack,
  DAYS_PER_WEEK,
  followsRules,
  LADDER_QUARTERS,
  rungsOf,
  SLOT_BOUNDS,
  TIERS,
  windowsOf,
  type ServedDay,
  type Serving,
  type Tier,
} from './portions';
import { firstAbove, firstAtLeast } from '../../sortedArrays';

/** kcal of one portion of each recipe, per slot: morning, noon, evening, snack. */
export type SlotKcal = readonly [readonly number[], readonly number[], readonly number[], readonly number[]];

/**
 * How many (morning, noon, evening, snack) days have a total within [min, max], inclusive,
 * without enumerating the n⁴ days: meet in the middle. Every morning+noon sum `a` needs an
 * evening+snack sum in [min − a, max − a], counted by binary search in the sorted sums:
 * O(n² log n).
 */
export function countDaysInRange(
  slots: readonly [readonly number[], readonly number[], readonly number[], readonly number[]],
  min: number,
  max: number,
): number {
  const [morning, noon, evening, snack] = slots;
  const second = pairSums(evening, snack).sort((x, y) => x - y);
  let count = 0;
  for (const m of morning) {
    for (const n of noon) {
      const a = m + n;
      count += firstAbove(second, max - a) - firstAtLeast(second, min - a);
    }
  }
  return count;
}

export function pairSums(first: readonly number[], second: readonly number[]): number[] {
  const sums = new Array<number>(first.length * second.length);
  let index = 0;
  for (const x of first) for (const y of second) sums[index++] = x + y;
  return sums;
}

export { firstAbove, firstAtLeast };

/**
 * The same count by enumerating every day: O(n⁴), the reference the tests and `npm run bench`
 * check the meet-in-the-middle count against. Never used to answer a request.
 */
export function countDaysByBruteForce(
  [m, n, e, s]: readonly [readonly number[], readonly number[], readonly number[], readonly number[]],
  min: number,
  max: number,
): number {
  let count = 0;
  for (const a of m)
    for (const b of n)
      for (const c of e)
        for (const d of s) {
          const total = a + b + c + d;
          if (total >= min && total <= max) count++;
        }
  return count;
}

/** The inclusive range [min, max] kcal in quarter-kcal: exact, since × 4 is exact in binary. */
export const quarterBounds = (min: number, max: number): [number, number] => [
  Math.ceil(min * 4),
  Math.floor(max * 4),
];

/** Quarter-kcal values of every serving of a slot with a factor in [low, high]. */
function servingValues(kcal: readonly number[], slot: number, low: number, high: number): number[] {
  const rungs = rungsOf(slot, low, high);
  const values: number[] = [];
  for (const value of kcal) for (const quarters of rungs) values.push(value * quarters);
  return values;
}

/** The snack part of a day: one serving, or (when allowed) two servings of different snacks. */
function snackValues(kcal: readonly number[], low: number, high: number, second: boolean): number[] {
  const values = servingValues(kcal, 3, low, high);
  if (!second) return values;
  const rungs = rungsOf(3, low, high);
  for (let i = 0; i < kcal.length; i++)
    for (let j = i + 1; j < kcal.length; j++)
      for (const qi of rungs) for (const qj of rungs) values.push(kcal[i]! * qi + kcal[j]! * qj);
  return values;
}

function histogram(values: readonly number[]): Float64Array {
  let top = 0;
  for (const value of values) if (value > top) top = value;
  const counts = new Float64Array(top + 1);
  for (const value of values) counts[value]!++;
  return counts;
}

/**
 * One side of a meet in the middle: every morning + noon sum, and for the evening + snack part the
 * count of sums ≤ v for every v (histograms convolved: distinct evening values × snack span). It
 * depends on the catalogue and the factors only, not on the range, so it is built once and kept.
 */
interface HalfCounts {
  left: number[];
  atMost: Float64Array;
}

function halfCounts(lists: readonly (readonly number[])[]): HalfCounts {
  const [first, second, third, fourth] = lists as [number[], number[], number[], number[]];
  return { left: first.flatMap((a) => second.map((b) => a + b)), atMost: sumsAtMost(third, fourth) };
}

/**
 * For every v, how many (x, y) of the two lists have x + y ≤ v: their histograms convolved
 * (distinct x values × the span of y), then summed. Index v beyond the end reads the last entry.
 */
export function sumsAtMost(xs: readonly number[], ys: readonly number[]): Float64Array {
  if (!xs.length || !ys.length) return new Float64Array(1);
  const xCounts = histogram(xs);
  const yCounts = histogram(ys);
  const atMost = new Float64Array(xCounts.length + yCounts.length - 1);
  for (let x = 0; x < xCounts.length; x++) {
    const times = xCounts[x]!;
    if (times === 0) continue;
    for (let y = 0; y < yCounts.length; y++) atMost[x + y]! += times * yCounts[y]!;
  }
  for (let v = 1; v < atMost.length; v++) atMost[v]! += atMost[v - 1]!;
  return atMost;
}

/** Days whose sum lies in [lo, hi]: each morning + noon sum reads its completions in O(1). */
function countHalves({ left, atMost }: HalfCounts, lo: number, hi: number): number {
  const top = atMost.length - 1;
  let count = 0;
  for (let index = 0; index < left.length; index++) {
    const a = left[index]!;
    const upper = hi - a;
    if (upper < 0) continue;
    const lower = lo - a - 1;
    count += atMost[upper > top ? top : upper]! - (lower < 0 ? 0 : atMost[lower > top ? top : lower]!);
  }
  return count;
}

/** Days (a + b + c + d, one value from each of four lists) whose sum lies in [lo, hi]. */
export function countSumsInRange(lists: readonly (readonly number[])[], lo: number, hi: number): number {
  return hi < lo ? 0 : countHalves(halfCounts(lists), lo, hi);
}

const halvesByCatalogue = new WeakMap<SlotKcal, Map<string, HalfCounts>>();

function countWithin(kcal: SlotKcal, tier: Tier, low: number, high: number, lo: number, hi: number) {
  let halves = halvesByCatalogue.get(kcal);
  if (!halves) halvesByCatalogue.set(kcal, (halves = new Map()));
  const key = `${tier}:${low}:${high}`;
  let counts = halves.get(key);
  if (!counts) {
    counts = halfCounts([
      servingValues(kcal[0], 0, low, high),
      servingValues(kcal[1], 1, low, high),
      servingValues(kcal[2], 2, low, high),
      snackValues(kcal[3], low, high, allowsSecondSnack(tier)),
    ]);
    halves.set(key, counts);
  }
  return hi < lo ? 0 : countHalves(counts, lo, hi);
}

/**
 * Days the tier's rules allow whose total lies in [min, max] kcal. A day in proportion has all
 * its factors in [L, 2L] for L its smallest factor, so the days of smallest factor exactly L are
 * those within [L, 2L] less those within [next rung, 2L]: each day is counted once.
 */
export function countTierDays(kcal: SlotKcal, tier: Tier, min: number, max: number): number {
  const [lo, hi] = quarterBounds(min, max);
  let count = 0;
  for (const { low, high, next } of windowsOf(tier)) {
    count += countWithin(kcal, tier, low, high, lo, hi);
    if (next !== null && next <= high) count -= countWithin(kcal, tier, next, high, lo, hi);
  }
  return count;
}

export interface PlanCount {
  /** The rules the plan uses. */
  tier: Tier;
  /** Days of the catalogue those rules allow within the range: the API's `combinations`. */
  count: number;
}

/**
 * The simplest tier offering a week of distinct days (seven or more), else the most generous
 * tier with its count (0: no food plan of these recipes fits the range).
 */
export function countPlanDays(kcal: SlotKcal, min: number, max: number): PlanCount {
  let result: PlanCount = { tier: TIERS[0], count: 0 };
  for (const tier of TIERS) {
    result = { tier, count: countTierDays(kcal, tier, min, max) };
    if (result.count >= DAYS_PER_WEEK) return result;
  }
  return result;
}

/** Every serving of a slot the tier allows, before the proportion rule. */
function servingsOf(kcal: readonly number[], slot: number, tier: Tier): Serving[] {
  const [low, high] = SLOT_BOUNDS[slot]!;
  const rungs = tier === 'whole' ? [4] : LADDER_QUARTERS.filter((q) => q >= low && q <= high);
  return kcal.flatMap((_, recipe) => rungs.map((quarters) => ({ recipe, quarters })));
}

/**
 * The same count by enumerating every day and checking it with `followsRules`: the reference the
 * tests and `npm run bench` check `countTierDays` against, on small catalogues. Never used to answer
 * a request.
 */
export function countTierDaysByBruteForce(kcal: SlotKcal, tier: Tier, min: number, max: number): number {
  const [morning, noon, evening, snack] = kcal.map((list, slot) => servingsOf(list, slot, tier)) as [
    Serving[],
    Serving[],
    Serving[],
    Serving[],
  ];
  const snackParts: ServedDay['snacks'][] = snack.map((serving) => [serving]);
  if (allowsSecondSnack(tier)) {
    for (const first of snack)
      for (const second of snack) if (first.recipe < second.recipe) snackParts.push([first, second]);
  }
  const value = (slot: number, { recipe, quarters }: Serving) => kcal[slot]![recipe]! * quarters;
  const [lo, hi] = quarterBounds(min, max);
  let count = 0;
  for (const m of morning)
    for (const n of noon)
      for (const e of evening)
        for (const snacks of snackParts) {
          const total =
            value(0, m) + value(1, n) + value(2, e) + snacks.reduce((sum, s) => sum + value(3, s), 0);
          if (total < lo || total > hi) continue;
          if (followsRules({ morning: m, noon: n, evening: e, snacks }, tier)) count++;
        }
  return count;
}
