/**
 * Whether some prefix of `word` is within one Damerau-Levenshtein edit of `query` (one letter
 * substituted, inserted, deleted, or two neighbours swapped), so "appel" finds "apple…" and "yogurt"
 * finds "yoghurt". Linear in the query's length: the index runs it over every word it knows.
 */
export function prefixWithinOneEdit(query: string, word: string): boolean {
  let i = 0;
  while (i < query.length && i < word.length && query[i] === word[i]) i += 1;
  if (i === query.length) return true;
  // Whether the query from q on is spelled in the word from w on (no copies: it runs over every word).
  const startsAt = (q: number, w: number) => {
    if (word.length - w < query.length - q) return false;
    for (let k = 0; q + k < query.length; k += 1) if (query[q + k] !== word[w + k]) return false;
    return true;
  };
  if (i === word.length) return query.length - i === 1; // the query has one letter more at its end
  return (
    startsAt(i + 1, i + 1) || // substitution
    startsAt(i + 1, i) || // a letter too many in the query
    startsAt(i, i + 1) || // a letter missing from the query
    (query[i] === word[i + 1] && query[i + 1] === word[i] && startsAt(i + 2, i + 2)) // swapped neighbours
  );
}

/** Plain Damerau-Levenshtein (optimal string alignment) distance, for tests and diagnostics. */
export function damerauLevenshtein(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
