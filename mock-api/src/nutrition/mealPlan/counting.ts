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

/** Index of the first element ≥ value in an ascending array (its length when none). */
export function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the first element > value in an ascending array (its length when none). */
export function firstAbove(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

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
