import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/useLocale';

/** The URL owns the language: keep i18next and the document's lang attribute on the URL's locale. */
export function useLocaleSync(): void {
  const locale = useLocale();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
}
