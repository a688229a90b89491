import { foldCase, normalize, words } from '../../../foods/search/normalize';
import { damerauLevenshtein } from '../../../foods/search/typo';

/** A question as the recogniser reads it: lower case raw text (numbers, units) and normalised words. */
export interface Question {
  raw: string;
  words: string[];
  /**
   * The same words as typed, accents kept, for the food search (pâtes is not pâté); absent where they
   * do not line up one to one.
   */
  written?: string[];
}

export function readQuestion(text: string): Question {
  const normalised = words(normalize(text));
  const written = words(foldCase(text));
  return {
    raw: text.toLowerCase(),
    words: normalised,
    ...(written.length === normalised.length ? { written } : {}),
  };
}

/** Keywords this long (or longer) still match with one typo. */
const TYPO_MIN_LENGTH = 5;

/**
 * Whether a word of the question is the keyword: `stem*` matches any word starting with the stem
 * (plurals and inflections: "recette*" → recettes); a plain keyword matches itself and its plural
 * forms; keywords of 5+ letters also match with one typo (the food search's tolerance).
 */
export function wordMatches(word: string, keyword: string, typos = true): boolean {
  if (keyword.endsWith('*')) {
    const stem = keyword.slice(0, -1);
    if (word.startsWith(stem)) return true;
    if (!typos || stem.length < TYPO_MIN_LENGTH || word.length < stem.length - 1) return false;
    return damerauLevenshtein(word.slice(0, stem.length), stem) <= 1;
  }
  if (word === keyword) return true;
  if (keyword.length >= 3 && /^(s|es|en|n|e)$/.test(word.slice(keyword.length)) && word.startsWith(keyword)) {
    return true;
  }
  return (
    typos &&
    keyword.length >= TYPO_MIN_LENGTH &&
    Math.abs(word.length - keyword.length) <= 1 &&
    damerauLevenshtein(word, keyword) <= 1
  );
}

export interface Match {
  keyword: string;
  start: number;
  /** Exclusive. */
  end: number;
}

/** Where a keyword (one word or a phrase of words) occurs in the question's words; null when it does not. */
export function findKeyword(questionWords: readonly string[], keyword: string, typos = true): Match | null {
  const parts = keyword.split(' ');
  for (let start = 0; start + parts.length <= questionWords.length; start += 1) {
    if (parts.every((part, offset) => wordMatches(questionWords[start + offset]!, part, typos))) {
      return { keyword, start, end: start + parts.length };
    }
  }
  return null;
}

/** The first of `keywords` found, longest phrases tried first. */
export function findAny(
  questionWords: readonly string[],
  keywords: readonly string[],
  typos = true,
): Match | null {
  const ordered = [...keywords].sort((a, b) => b.split(' ').length - a.split(' ').length);
  for (const keyword of ordered) {
    const match = findKeyword(questionWords, keyword, typos);
    if (match) return match;
  }
  return null;
}

/** Every occurrence of any keyword (phrases first), for removing them before the food lookup. */
export function findAll(
  questionWords: readonly string[],
  keywords: readonly string[],
  typos = true,
): Match[] {
  const ordered = [...keywords].sort((a, b) => b.split(' ').length - a.split(' ').length);
  const matches: Match[] = [];
  const taken = new Set<number>();
  for (const keyword of ordered) {
    const parts = keyword.split(' ');
    for (let start = 0; start + parts.length <= questionWords.length; start += 1) {
      const span = parts.map((_, offset) => start + offset);
      if (span.some((index) => taken.has(index))) continue;
      if (parts.every((part, offset) => wordMatches(questionWords[start + offset]!, part, typos))) {
        matches.push({ keyword, start, end: start + parts.length });
        span.forEach((index) => taken.add(index));
      }
    }
  }
  return matches;
}
