import type { Locale } from '@qis/contract';

/**
 * A light stemmer for comparing words of one language: it removes the usual plural (and, in German
 * and Dutch, the inflection) endings so "oats" meets "oat", "Eier" meets "Ei", "aardappelen" meets
 * "aardappel" and "lentilles" meets "lentille". Names and queries both go through it, so a wrong
 * cut on both sides still compares equal. Words of fewer than 4 letters are kept as they are.
 * Input is a normalised word (lower case, no accents).
 */
export function stem(word: string, locale: Locale): string {
  // German and Dutch write loanwords both ways (Broccoli and Brokkoli, Cacao and Kakao): one spelling.
  if (locale === 'de' || locale === 'nl') word = spellingOf(word);
  if (word.length < 4) return word;
  switch (locale) {
    case 'en':
      if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
      if (/(oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
      if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
      return word;
    case 'fr':
      if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
      if (/[sx]$/.test(word)) return word.slice(0, -1);
      return word;
    case 'de':
      // Eier → ei; Kartoffeln → kartoffel; Tomaten, Tomate → tomat; Linsen, Linse → lins.
      if (word.endsWith('eier')) return word.slice(0, -2);
      for (const ending of ['en', 'er', 'e', 'n', 's']) {
        if (word.endsWith(ending) && word.length - ending.length >= 3) {
          // -er is part of most nouns (Butter, Zucker): only the plural "-er" of ei is cut above.
          if (ending === 'er') continue;
          return word.slice(0, -ending.length);
        }
      }
      return word;
    case 'nl': {
      if (word.endsWith('eren') && word.length <= 6) return word.slice(0, -4); // eieren → ei
      if (word.endsWith('en') && word.length >= 5) return lengthenVowel(word.slice(0, -2));
      if (word.endsWith("'s")) return word.slice(0, -2);
      // The -s plural follows -el, -er, -en, -em, -je or a single vowel (appels, broodjes, kiwis), never a
      // long vowel's s (abrikoos, kaas).
      if (/(e[lrnm]|je|[^aeiou][aiouy])s$/.test(word)) return word.slice(0, -1);
      return word;
    }
    default:
      return word;
  }
}

/** Dutch writes a long vowel once before a plural ending: bonen → boon, tomaten → tomaat. */
function lengthenVowel(stemmed: string): string {
  // …and a final s or f as z or v before it: abrikozen → abrikoos, druiven → druif.
  const base = stemmed.replace(/z$/, 's').replace(/v$/, 'f');
  // A doubled consonant marks a short vowel: kippen → kip, not kiip.
  if (/([^aeiou])\1$/.test(base)) return base.slice(0, -1);
  const match = /^(.*[^aeiou])([aou])([^aeiouy])$/.exec(base);
  if (!match) return base;
  const [, head, vowel, last] = match;
  return `${head}${vowel}${vowel}${last}`;
}

/** A hard c before a, o, u (doubled or not) written k, and ph written f. */
function spellingOf(word: string): string {
  if (!word.includes('c') && !word.includes('ph')) return word;
  return word
    .replace(/cc(?=[aou])/g, 'kk')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/ph/g, 'f');
}
