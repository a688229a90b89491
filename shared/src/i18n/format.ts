import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The portal's one way to write a number or a date for a member: Intl with the page's language, the
 * same Intl that i18next's `{{value, number}}` formatter uses inside translations. French groups
 * thousands with a narrow no-break space (U+202F: "1 045"), German with a point ("1.045"), and both
 * write decimals with a comma ("82,5").
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

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
