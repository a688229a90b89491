import {
  countPlanDays,
  firstAbove,
  firstAtLeast,
  quarterBounds,
  sumsAtMost,
  type SlotKcal,
} from './counting';
import {
  allowsSecondSnack,
  DAYS_PER_WEEK,
  rungsOf,
  windowsOf,
  type FactorWindow,
  type ServedDay,
  type Serving,
  type Tier,
} from './portions';
import { randomInt, shuffle, type Random } from './random';

export { DAYS_PER_WEEK };

interface Valued<T> {
  item: T;
  /** quarter-kcal */
  value: number;
}

/** Every day of one factor window, laid out for drawing: all its days are in proportion. */
interface WindowDays {
  morningNoon: Valued<[Serving, Serving]>[];
  evening: Valued<Serving>[];
  /** The snack part (one serving, or two different snacks), ascending by value. */
  snacks: Valued<ServedDay['snacks']>[];
  snackValues: number[];
  /** How many evening + snack parts have a value ≤ v. */
  rightUpTo: (value: number) => number;
}

function servings(kcal: readonly number[], slot: number, low: number, high: number): Valued<Serving>[] {
  const rungs = rungsOf(slot, low, high);
  return kcal.flatMap((value, recipe) =>
    rungs.map((quarters) => ({ item: { recipe, quarters }, value: value * quarters })),
  );
}

const daysByCatalogue = new WeakMap<SlotKcal, Map<string, WindowDays>>();

/** A window's days depend on the catalogue, not on the range: built once per catalogue and kept. */
function windowDays(kcal: SlotKcal, tier: Tier, window: FactorWindow): WindowDays {
  let byWindow = daysByCatalogue.get(kcal);
  if (!byWindow) daysByCatalogue.set(kcal, (byWindow = new Map()));
  const key = `${tier}:${window.low}:${window.high}`;
  let days = byWindow.get(key);
  if (!days) byWindow.set(key, (days = buildWindowDays(kcal, tier, window)));
  return days;
}

function buildWindowDays(kcal: SlotKcal, tier: Tier, { low, high }: FactorWindow): WindowDays {
  const [morning, noon, evening] = [0, 1, 2].map((slot) => servings(kcal[slot]!, slot, low, high)) as [
    Valued<Serving>[],
    Valued<Serving>[],
    Valued<Serving>[],
  ];
  const single = servings(kcal[3], 3, low, high);
  const snacks: Valued<ServedDay['snacks']>[] = single.map(({ item, value }) => ({ item: [item], value }));
  if (allowsSecondSnack(tier)) {
    for (const first of single)
      for (const second of single)
        if (first.item.recipe < second.item.recipe)
          snacks.push({ item: [first.item, second.item], value: first.value + second.value });
  }
  snacks.sort((x, y) => x.value - y.value);
  const snackValues = snacks.map(({ value }) => value);
  const morningNoon = morning.flatMap((m) =>
    noon.map((n) => ({ item: [m.item, n.item] as [Serving, Serving], value: m.value + n.value })),
  );
  // Prefix counts of evening + snack values, so a morning + noon pair without any completion is
  // skipped in O(1).
  const counts = sumsAtMost(
    evening.map(({ value }) => value),
    snackValues,
  );
  const top = counts.length - 1;
  const rightUpTo = (value: number) => (value < 0 ? 0 : counts[value > top ? top : value]!);
  return { morningNoon, evening, snacks, snackValues, rightUpTo };
}

/** Up to this many fitting days, the generator lists them all rather than search for each day. */
const LIST_AT_MOST = 5000;

/** Every day of the windows within [lo, hi] quarter-kcal, each once. */
function listDays(windows: readonly WindowDays[], lo: number, hi: number): ServedDay[] {
  const days = new Map<string, ServedDay>();
  const key = (serving: Serving) => `${serving.recipe}:${serving.quarters}`;
  for (const window of windows) {
    for (const {
      item: [morning, noon],
      value,
    } of window.morningNoon) {
      for (const evening of window.evening) {
        const rest = value + evening.value;
        const end = firstAbove(window.snackValues, hi - rest);
        for (let index = firstAtLeast(window.snackValues, lo - rest); index < end; index++) {
          const snacks = window.snacks[index]!.item;
          const day = { morning, noon, evening: evening.item, snacks };
          days.set([morning, noon, evening.item, ...snacks].map(key).join('|'), day);
        }
      }
    }
  }
  return [...days.values()];
}

export interface WeekPlan {
  tier: Tier;
  /** The days the tier allows within the range (the API's `combinations`). */
  combinations: number;
  days: ServedDay[];
}

/**
 * A week of days whose totals lie in [min, max] kcal (inclusive), drawn under the simplest portion
 * rules that fit (see `countPlanDays`), or null when no day fits under any.
 *
 * Variety: a recipe appears at most once per slot and week when the catalogue allows it (both
 * snacks of a day count for the snack slot). Each day first looks for a day that repeats nothing,
 * then one repeating one serving, and so on; factor windows are tried nearest the range first,
 * morning + noon pairs and evening servings in random order and the snack parts within range found by binary search in
 * the sorted values, from a random starting point.
 */
export function generateWeek(kcal: SlotKcal, min: number, max: number, random: Random): WeekPlan | null {
  const { tier, count } = countPlanDays(kcal, min, max);
  if (count === 0) return null;
  const [lo, hi] = quarterBounds(min, max);
  // Windows whose middle factor brings an average day nearest the middle of the range come first:
  // a heavy member's days keep to portions of one size rather than swinging from ¾ to 3.
  const averageDay = kcal.reduce((sum, slot) => sum + slot.reduce((a, b) => a + b, 0) / slot.length, 0);
  const distance = ({ low, high }: FactorWindow) =>
    Math.abs(Math.log((((low + high) / 8) * averageDay) / ((min + max) / 2)));
  const ordered = windowsOf(tier).sort((x, y) => distance(x) - distance(y));
  // Each window narrowed to the morning + noon pairs some evening + snack part completes within
  // the range; built when first needed (the nearest window usually serves the whole week).
  const narrowed = new Map<FactorWindow, WindowDays>();
  const windowAt = (window: FactorWindow): WindowDays => {
    let days = narrowed.get(window);
    if (!days) {
      const all = windowDays(kcal, tier, window);
      days = {
        ...all,
        morningNoon: all.morningNoon.filter(
          ({ value }) => all.rightUpTo(hi - value) > all.rightUpTo(lo - value - 1),
        ),
      };
      narrowed.set(window, days);
    }
    return days;
  };
  const used = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
  const repeats = (slot: number, { recipe }: Serving) => (used[slot]!.has(recipe) ? 1 : 0);

  // Many fitting days: a few random draws nearly always find one that repeats nothing, before the
  // exhaustive search below.
  const drawIn = (days: WindowDays, allowedRepeats: number): ServedDay | null => {
    for (let attempt = 0; attempt < 64; attempt++) {
      const {
        item: [morning, noon],
        value,
      } = days.morningNoon[randomInt(random, days.morningNoon.length)]!;
      const evening = days.evening[randomInt(random, days.evening.length)]!;
      const rest = value + evening.value;
      const low = firstAtLeast(days.snackValues, lo - rest);
      const size = firstAbove(days.snackValues, hi - rest) - low;
      if (size <= 0) continue;
      const snacks = days.snacks[low + randomInt(random, size)]!.item;
      const total =
        repeats(0, morning) +
        repeats(1, noon) +
        repeats(2, evening.item) +
        snacks.reduce((sum, snack) => sum + repeats(3, snack), 0);
      if (total <= allowedRepeats) return { morning, noon, evening: evening.item, snacks };
    }
    return null;
  };

  const pickIn = (days: WindowDays, allowedRepeats: number): ServedDay | null => {
    const order = shuffle(
      days.morningNoon.map((_, index) => index),
      random,
    );
    for (const index of order) {
      const {
        item: [morning, noon],
        value,
      } = days.morningNoon[index]!;
      const repeatsA = repeats(0, morning) + repeats(1, noon);
      if (repeatsA > allowedRepeats) continue;
      const eveningStart = randomInt(random, days.evening.length);
      for (let e = 0; e < days.evening.length; e++) {
        const evening = days.evening[(eveningStart + e) % days.evening.length]!;
        const repeatsB = repeatsA + repeats(2, evening.item);
        if (repeatsB > allowedRepeats) continue;
        const rest = value + evening.value;
        const low = firstAtLeast(days.snackValues, lo - rest);
        const size = firstAbove(days.snackValues, hi - rest) - low;
        if (size <= 0) continue;
        const start = randomInt(random, size);
        for (let step = 0; step < size; step++) {
          const snacks = days.snacks[low + ((start + step) % size)]!.item;
          const total = repeatsB + snacks.reduce((sum, snack) => sum + repeats(3, snack), 0);
          if (total <= allowedRepeats) return { morning, noon, evening: evening.item, snacks };
        }
      }
    }
    return null;
  };

  // Few fitting days: list them all once (a day in several windows once) and draw from the list;
  // searching again for every day would rescan the same few completions many times.
  const listed = count <= LIST_AT_MOST ? listDays(ordered.map(windowAt), lo, hi) : null;
  const pickListed = (days: ServedDay[]): ServedDay | null => {
    const order = shuffle(
      days.map((_, index) => index),
      random,
    );
    for (let allowedRepeats = 0; allowedRepeats <= 5; allowedRepeats++) {
      for (const index of order) {
        const day = days[index]!;
        const total =
          repeats(0, day.morning) +
          repeats(1, day.noon) +
          repeats(2, day.evening) +
          day.snacks.reduce((sum, snack) => sum + repeats(3, snack), 0);
        if (total <= allowedRepeats) return day;
      }
    }
    return null;
  };

  const pickDay = (): ServedDay | null => {
    if (listed) return pickListed(listed);
    for (let allowedRepeats = 0; allowedRepeats <= 5; allowedRepeats++) {
      for (const window of ordered) {
        const days = windowAt(window);
        if (days.morningNoon.length === 0) continue;
        const day = drawIn(days, allowedRepeats) ?? pickIn(days, allowedRepeats);
        if (day) return day;
      }
    }
    return null;
  };

  const week: ServedDay[] = [];
  for (let index = 0; index < DAYS_PER_WEEK; index++) {
    const day = pickDay();
    if (!day) return null;
    used[0]!.add(day.morning.recipe);
    used[1]!.add(day.noon.recipe);
    used[2]!.add(day.evening.recipe);
    for (const snack of day.snacks) used[3]!.add(snack.recipe);
    week.push(day);
  }
  return { tier, combinations: count, days: week };
}
