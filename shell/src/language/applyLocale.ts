import { i18n, type Locale } from '@qis/shared/sign-in';

/**
 * The page's language follows its address: the shared i18next instance (every mounted remote
 * re-renders) and `<html lang>`, which keeps screen readers in step.
 */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
