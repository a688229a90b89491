// Binary searches over ascending arrays (numbers or strings): the meal plan's counting and the food
// search's vocabulary both look up where a value would stand.

/** Index of the first element ≥ value in an ascending array (its length when none). */
export function firstAtLeast<T extends number | string>(sorted: readonly T[], value: T): number {
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
export function firstAbove<T extends number | string>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
