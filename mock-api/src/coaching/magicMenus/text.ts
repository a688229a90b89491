import { normalize, words } from '../../foods/search/normalize';

/**
 * Matching members' free text ("j'aime les tomates", "keine Nüsse") against food words in four
 * languages: normalised tokens, plurals matched to singulars, longer phrases before their parts.
 */

const ENDINGS = ['ies', 'es', 'en', 's', 'e', 'n'];

/** The forms a word may take once a plural or inflection ending is removed ("tomates" → "tomate", "tomat"). */
export function forms(word: string): string[] {
  const result = [word];
  if (word.length < 4) return result;
  for (const ending of ENDINGS) {
    // A plain plural "s" may leave three letters ("nuts" → "nut"); other endings keep four, so
    // "noten" never becomes "not".
    const shortest = ending === 's' ? 3 : 4;
    if (word.endsWith(ending) && word.length - ending.length >= shortest) {
      const stem = word.slice(0, -ending.length);
      result.push(ending === 'ies' ? `${stem}y` : stem);
    }
  }
  return result;
}

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const formsOfB = forms(b);
  return forms(a).some((form) => formsOfB.includes(form));
}

/** A phrase of normalised words, e.g. ["pomme", "de", "terre"]. */
export type Phrase = readonly string[];

export const phrase = (text: string): Phrase => words(normalize(text));

interface Span {
  start: number;
  end: number;
}

function spansOf(words: readonly string[], target: Phrase): Span[] {
  const spans: Span[] = [];
  if (target.length === 0) return spans;
  for (let start = 0; start + target.length <= words.length; start += 1) {
    if (target.every((word, offset) => sameWord(words[start + offset]!, word))) {
      spans.push({ start, end: start + target.length });
    }
  }
  return spans;
}

/**
 * Which of the entries' phrases occur in the words, and the words left over. A phrase found only
 * inside a longer phrase that was found does not count: "pomme de terre" is potatoes, not apples;
 * but "saumon" names both salmon entries.
 */
export function findPhrases<T extends { words: Phrase }>(
  words: readonly string[],
  entries: readonly T[],
): { found: T[]; rest: string[] } {
  const hits = entries.flatMap((entry) => spansOf(words, entry.words).map((span) => ({ entry, span })));
  const kept = hits.filter(
    ({ span }) =>
      !hits.some(
        (other) =>
          other.span.end - other.span.start > span.end - span.start &&
          other.span.start <= span.start &&
          other.span.end >= span.end,
      ),
  );
  const covered = new Set(
    kept.flatMap(({ span }) => Array.from({ length: span.end - span.start }, (_, i) => span.start + i)),
  );
  return {
    found: [...new Set(kept.map(({ entry }) => entry))],
    rest: words.filter((_, index) => !covered.has(index)),
  };
}

/** Clauses of a list a member typed: "saumon, brocoli et riz" → three; "poulet mais pas de poisson" → two. */
export function clauses(text: string): string[] {
  return text
    .split(/[,;/+&\n]|\s(?:and|or|but|et|ou|mais|und|oder|aber|en|of|maar)\s/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Whether any of the phrases occurs in the words. */
export function mentions(words: readonly string[], phrases: readonly Phrase[]): boolean {
  return phrases.some((target) => spansOf(words, target).length > 0);
}
