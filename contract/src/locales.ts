/** The languages of the portal, the default first. Every string exists in each of them. */
export const LOCALES = ['en', 'fr', 'de', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
