import { hashSeed, seededRandom, shuffle } from '../mealPlan/random';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the UTC calendar day of `date`. */
export const utcDayNumber = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

/**
 * The item of the day: the same for everyone on a UTC calendar day, another one the next day.
 * Walks a fixed shuffle of the items, so a whole round passes before any item comes back and the
 * order does not simply follow the content file.
 */
export function pickOfTheDay<T>(items: readonly T[], date: Date, salt: string): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  const order = shuffle(
    items.map((_, index) => index),
    seededRandom(hashSeed(salt)),
  );
  return items[order[utcDayNumber(date) % order.length]!]!;
}
