import { firstAbove, firstAtLeast } from './counting';
import { randomInt, shuffle, type Random } from './random';

export const DAYS_PER_WEEK = 7;

/** One day: an index into each slot's list, in the order morning, noon, evening, snack. */
export type DayChoice = [number, number, number, number];

interface Pair {
  first: number;
  second: number;
  sum: number;
}

function pairs(first: readonly number[], second: readonly number[]): Pair[] {
  const result: Pair[] = [];
  first.forEach((x, i) => second.forEach((y, j) => result.push({ first: i, second: j, sum: x + y })));
  return result;
}

/**
 * A week of days whose totals lie in [min, max] (inclusive), or null when no day fits.
 *
 * Variety: a recipe appears at most once per slot and week when the catalogue allows it. Each day
 * first looks for a day that repeats nothing, then one repeating one slot, and so on; morning+noon
 * pairs are tried in random order and, for each, the evening+snack pairs within range (found by
 * binary search in the sorted sums) from a random starting point.
 */
export function generateWeek(
  kcal: readonly [readonly number[], readonly number[], readonly number[], readonly number[]],
  min: number,
  max: number,
  random: Random,
): DayChoice[] | null {
  const [morning, noon, evening, snack] = kcal;
  const firstHalf = pairs(morning, noon);
  const secondHalf = pairs(evening, snack).sort((x, y) => x.sum - y.sum);
  const sortedSums = secondHalf.map(({ sum }) => sum);
  const used = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
  const repeats = (slot: number, index: number) => (used[slot]!.has(index) ? 1 : 0);

  const pickDay = (): DayChoice | null => {
    const order = shuffle(
      firstHalf.map((_, index) => index),
      random,
    );
    for (let allowedRepeats = 0; allowedRepeats <= 4; allowedRepeats++) {
      for (const index of order) {
        const a = firstHalf[index]!;
        const repeatsA = repeats(0, a.first) + repeats(1, a.second);
        if (repeatsA > allowedRepeats) continue;
        const low = firstAtLeast(sortedSums, min - a.sum);
        const high = firstAbove(sortedSums, max - a.sum);
        const size = high - low;
        if (size <= 0) continue;
        const start = randomInt(random, size);
        for (let step = 0; step < size; step++) {
          const b = secondHalf[low + ((start + step) % size)]!;
          if (repeatsA + repeats(2, b.first) + repeats(3, b.second) <= allowedRepeats) {
            return [a.first, a.second, b.first, b.second];
          }
        }
      }
    }
    return null;
  };

  const week: DayChoice[] = [];
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    const choice = pickDay();
    if (!choice) return null;
    choice.forEach((index, slot) => used[slot]!.add(index));
    week.push(choice);
  }
  return week;
}
