import { normalize, words } from './normalize';
import { prefixWithinOneEdit } from './typo';

/** Most results a search answers. */
export const RESULT_CAP = 50;
/** Query words this long (or longer) may hold one typo. */
export const TYPO_MIN_LENGTH = 5;

export interface IndexedName<T> {
  name: string;
  item: T;
  /** Orders names that are otherwise equal (lower first), e.g. a food of known energy first. */
  tieBreak?: number;
}

interface Entry<T> {
  name: string;
  key: string;
  item: T;
  tieBreak: number;
}

/** How well a name matches: lower is better. */
const Tier = { Exact: 0, StartsWithWord: 1, StartsWith: 2, Contains: 3 } as const;

/**
 * An in-memory word index over one locale's names. Every query word must match the start of a word
 * of the name (one typo allowed in words of 5+ letters). Results rank exact names first, then names
 * starting with the query (as a whole word first), then the others; typo matches after exact-spelling
 * ones; shorter names first within a rank. A name is answered once, however many foods bear it.
 */
export class FoodIndex<T> {
  private readonly entries: Entry<T>[];
  /** Every distinct word, sorted, so a prefix is a contiguous range. */
  private readonly vocabulary: string[];
  /** Word → indexes of the entries whose name holds it. */
  private readonly postings = new Map<string, number[]>();

  constructor(names: readonly IndexedName<T>[]) {
    this.entries = names.map(({ name, item, tieBreak = 0 }) => ({
      name,
      key: normalize(name),
      item,
      tieBreak,
    }));
    this.entries.forEach((entry, index) => {
      for (const word of new Set(words(entry.key))) {
        const list = this.postings.get(word);
        if (list) list.push(index);
        else this.postings.set(word, [index]);
      }
    });
    this.vocabulary = [...this.postings.keys()].sort();
  }

  get size(): number {
    return this.entries.length;
  }

  search(text: string, cap = RESULT_CAP): T[] {
    const query = normalize(text);
    const queryWords = [...new Set(words(query))];
    if (queryWords.length === 0) return [];

    // Entry index → whether a typo was needed; intersected word after word.
    let matches: Map<number, boolean> | null = null;
    for (const word of queryWords) {
      const found = this.entriesMatching(word);
      if (matches === null) {
        matches = found;
      } else {
        const next = new Map<number, boolean>();
        for (const [index, typo] of matches) {
          const other = found.get(index);
          if (other !== undefined) next.set(index, typo || other);
        }
        matches = next;
      }
      if (matches.size === 0) return [];
    }

    const firstQueryWord = queryWords[0]!;
    const ranked = [...(matches ?? new Map<number, boolean>())].map(([index, typo]) => {
      const entry = this.entries[index]!;
      // A misspelt first word that matches the name's first word still counts as "starts with".
      const startsWith =
        entry.key.startsWith(query) ||
        (typo && prefixWithinOneEdit(firstQueryWord, entry.key.split(' ', 1)[0]!));
      // "Apfel, roh" (the query as a whole first word) before "Apfelmus" (a longer word).
      const tier =
        entry.key === query
          ? Tier.Exact
          : entry.key.startsWith(`${query} `)
            ? Tier.StartsWithWord
            : startsWith
              ? Tier.StartsWith
              : Tier.Contains;
      return { entry, typo, tier };
    });
    ranked.sort(
      (a, b) =>
        Number(a.typo) - Number(b.typo) ||
        a.tier - b.tier ||
        a.entry.key.length - b.entry.key.length ||
        (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0) ||
        a.entry.tieBreak - b.entry.tieBreak,
    );
    // Several tables know the same food by the same name ("Apfelsaft" in BLS and the Swiss table):
    // a member sees it once, the best-ranked one (of known energy first, by the tie-break).
    const seen = new Set<string>();
    const results: T[] = [];
    for (const { entry } of ranked) {
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      results.push(entry.item);
      if (results.length === cap) break;
    }
    return results;
  }

  /** Entries with a word starting with `queryWord` (false), or within one edit of it (true). */
  private entriesMatching(queryWord: string): Map<number, boolean> {
    const found = new Map<number, boolean>();
    const add = (word: string, typo: boolean) => {
      for (const index of this.postings.get(word) ?? []) {
        if (!typo || !found.has(index)) found.set(index, typo);
      }
    };
    for (let i = this.lowerBound(queryWord); i < this.vocabulary.length; i += 1) {
      const word = this.vocabulary[i]!;
      if (!word.startsWith(queryWord)) break;
      add(word, false);
    }
    if (queryWord.length >= TYPO_MIN_LENGTH) {
      for (const word of this.vocabulary) {
        if (
          word.length >= queryWord.length - 1 &&
          !word.startsWith(queryWord) &&
          prefixWithinOneEdit(queryWord, word)
        ) {
          add(word, true);
        }
      }
    }
    return found;
  }

  private lowerBound(value: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.vocabulary[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
