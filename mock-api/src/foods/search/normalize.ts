/** Letters that do not decompose into a base letter and an accent, spelled out as they are in writing. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ð: 'd', þ: 'th', ł: 'l' };

const ASCII = /^[\x20-\x7e]*$/;
const NOT_LETTERS = /[^\p{L}\p{N}]+/gu;

/**
 * The form names and queries are compared in: lower case, accents removed (é → e, ü → u), ligatures
 * spelled out (œ → oe, æ → ae, ß → ss), and anything but letters and digits turned into single spaces.
 */
export function normalize(text: string): string {
  // Most names are plain ASCII: no accents to take off (decomposing is the costly step).
  if (ASCII.test(text)) return text.toLowerCase().replace(NOT_LETTERS, ' ').trim();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøðþł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(NOT_LETTERS, ' ')
    .trim();
}

/** The words of a normalised text. */
export function words(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * A text as it was written, for telling apart words that only accents distinguish (pâtes, pâté): lower
 * case, ligatures spelled out, anything but letters and digits turned into single spaces. Its words
 * line up with `normalize`'s (the same words, accents kept).
 */
export function foldCase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[œæßøðþł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(NOT_LETTERS, ' ')
    .trim();
}
