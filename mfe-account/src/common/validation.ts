// Validation helpers both account forms use. Validators answer translation keys, not sentences,
// so a language switch re-renders the messages without re-running validation.

/** A deliberately simple address check: something@something.tld, no spaces. The API has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * A number typed by a member; accepts a decimal comma ("72,5"), as French, German and Dutch
 * keyboards write it. Null when the text is not a number.
 */
export function parseDecimal(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim().replace(',', '.');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A whole number typed by a member, or null. */
export function parseInteger(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

export const inRange = (value: number, min: number, max: number): boolean => value >= min && value <= max;

/** The field states under which the spec lets an error show: touched (blurred) or edited. */
export interface ErrorVisibility {
  touched?: boolean;
  modified?: boolean;
  error?: unknown;
}

export function visibleErrorKey(meta: ErrorVisibility): string | undefined {
  return (meta.touched || meta.modified) && typeof meta.error === 'string' ? meta.error : undefined;
}
