import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@qis/contract';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import de from '../locales/de.json';
import nl from '../locales/nl.json';

/**
 * The page's one i18next instance. `@qis/shared` is a Module Federation singleton, so the shell and
 * every remote get this same object: a language change re-renders every mounted remote.
 */
export const i18n = i18next.createInstance();

export type Translations = Record<Locale, Record<string, unknown>>;

/** The namespace of the UI kit's own strings. */
export const COMMON_NS = 'common';

export function initI18n(locale: Locale = DEFAULT_LOCALE) {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  const resources: Resource = {};
  const common: Translations = { en, fr, de, nl };
  for (const lng of SUPPORTED_LOCALES) resources[lng] = { [COMMON_NS]: common[lng] };
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // Re-render when a remote adds its namespace after the first paint.
    react: { bindI18nStore: 'added', useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

/** Each remote (and the shell) adds its own namespaces for the four locales when its module loads. */
export function registerTranslations(namespace: string, translations: Translations): void {
  if (!i18n.isInitialized) initI18n();
  for (const lng of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(lng, namespace, translations[lng], true, true);
  }
}
