import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_EXTRA_LOCALES, CONTENT_LOCALES, type ContentLocale } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** mock-api/content: two folders above both src/nutrition and dist/nutrition. */
export const CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content');

// The meal plan's request also takes pt and it, which read the English text: the contract's lists.
export { CONTENT_EXTRA_LOCALES, CONTENT_LOCALES };

/** The locales the content is written in; pt and it read the English text. */
export type Localized = Record<Locale, string>;

export function contentLocale(locale: ContentLocale): Locale {
  return locale === 'pt' || locale === 'it' ? 'en' : locale;
}

export const localized = (texts: Localized, locale: ContentLocale): string => texts[contentLocale(locale)];

export function readContentJson<T>(relativePath: string, contentDir = CONTENT_DIR): T {
  return JSON.parse(readFileSync(path.join(contentDir, relativePath), 'utf8')) as T;
}
