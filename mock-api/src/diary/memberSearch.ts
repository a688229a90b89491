import type { Locale } from '@qis/contract';
import { normalize, words } from '../foods/search/normalize';
import { stem } from '../foods/search/stem';

/**
 * How well a member's own name ("Granola maison", "Soupe de mamie") matches the words typed: null
 * when some word is in none of its words (as the word, its stem, or the beginning of a word), 0 when
 * its first word is the first word typed, 1 otherwise. A member's few names need no index: the
 * search's rules for telling an everyday food from a product do not apply to names they chose.
 */
export function ownNameMatch(name: string, text: string, locale: Locale): number | null {
  const typed = words(normalize(text));
  const named = words(normalize(name));
  if (typed.length === 0 || named.length === 0) return null;
  const namedStems = named.map((word) => stem(word, locale));
  const matches = (query: string, at: number) => {
    const queryStem = stem(query, locale);
    return named[at]!.startsWith(query) || namedStems[at] === queryStem || named[at]!.startsWith(queryStem);
  };
  for (const query of typed) {
    if (!named.some((_, at) => matches(query, at))) return null;
  }
  return matches(typed[0]!, 0) ? 0 : 1;
}

/** How often the member chose each food and recipe lately, by kind and id ("food:123", "my-food:<uuid>"). */
export type ChoiceCounts = ReadonlyMap<string, number>;

export const choiceKey = (kind: 'food' | 'my-food' | 'my-recipe', id: string | number) => `${kind}:${id}`;

/**
 * Orders results by how well they match (lower first), then by how often the member chose them
 * (more first), keeping the search's own order among equals: equally good matches only are reordered.
 */
export function byMatchThenHabit<T>(
  results: readonly T[],
  match: (result: T) => number,
  key: (result: T) => string,
  counts: ChoiceCounts,
): T[] {
  return results
    .map((result, order) => ({ result, order, match: match(result), times: counts.get(key(result)) ?? 0 }))
    .sort((a, b) => a.match - b.match || b.times - a.times || a.order - b.order)
    .map(({ result }) => result);
}
