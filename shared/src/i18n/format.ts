import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The portal's one way to write a number, a date or a language's name, or to sort words, for a member
 * (a lint rule keeps `new Intl.…` to this file): Intl with the page's language, the
 * same Intl that i18next's `{{value, number}}` formatter uses inside translations. French groups
 * thousands with a narrow no-break space (U+202F: "1 045"), German with a point ("1.045"), and both
 * write decimals with a comma ("82,5").
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();
const languageNames = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A number as the language writes it: formatNumber(1045, 'fr') → "1 045", formatNumber(82.5, 'de') → "82,5". */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A date as the language writes it, for every date outside the spec's fixed formats. */
export function formatDate(
  value: Date | number,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(value);
}

/** A language's name in the page's language: languageName('fr', 'de') → "Französisch". */
export function languageName(language: string, locale: string): string {
  const names = cached(
    languageNames,
    locale,
    { type: 'language' },
    () => new Intl.DisplayNames([locale], { type: 'language' }),
  );
  return names.of(language) ?? language;
}

/** Names joined as the language joins them: formatList(['a', 'b', 'c'], 'fr') → "a, b et c". */
export function formatList(items: readonly string[], locale: string): string {
  return cached(
    listFormats,
    locale,
    undefined,
    () => new Intl.ListFormat(locale, { type: 'conjunction' }),
  ).format(items);
}

/** Sorts words as the language does ("é" beside "e", not after "z"): names.sort(compareText('fr')). */
export function compareText(
  locale: string,
  options?: Intl.CollatorOptions,
): (a: string, b: string) => number {
  const collator = cached(collators, locale, options, () => new Intl.Collator(locale, options));
  return (a, b) => collator.compare(a, b);
}

/** formatNumber in the language the page shows now; re-renders when it changes. */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value, options) => formatNumber(value, locale, options), [locale]);
}

/** formatDate in the language the page shows now. */
export function useFormatDate(): (value: Date | number, options?: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value, options) => formatDate(value, locale, options), [locale]);
}
