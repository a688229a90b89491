import { useLayoutEffect } from 'react';
import { i18n, useLocale } from '@qis/shared';

/**
 * The shell owns the current language: it follows the URL's locale segment. Changing the shared
 * i18next instance re-renders every mounted remote; `<html lang>` keeps screen readers in step.
 */
export function useDocumentLocale(): void {
  const locale = useLocale();
  // A layout effect, so the first paint after a switch is already in the new language.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
}
