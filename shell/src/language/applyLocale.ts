import { i18n } from '@qis/shared/sign-in';
import type { Locale } from '@qis/contract';

/**
 * The page's language follows its address: the shared i18next instance (every mounted remote
 * re-renders) and `<html lang>`, which keeps screen readers in step.
 */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
