import { useTranslation } from 'react-i18next';
import { switchLocale, useLocale, type Locale, Link, useLocation } from '@qis/shared';
import { LANGUAGE_NS } from './i18n';
import './language.css';

/** The switcher's order: en, de, fr, nl, without the current one. */
export const SWITCHER_LOCALES: readonly Locale[] = ['en', 'de', 'fr', 'nl'];

/**
 * Links to the same page in the other languages: the locale segment is replaced, the rest of the
 * path, the query and the hash are kept. The shell follows the URL (useDocumentLocale), so the
 * whole page, remotes included, re-renders in the new language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation(LANGUAGE_NS);
  const current = useLocale();
  const { pathname, search, hash } = useLocation();

  return (
    <nav className={className ? `shell-language ${className}` : 'shell-language'} aria-label={t('label')}>
      <ul className="shell-language__list">
        {SWITCHER_LOCALES.filter((locale) => locale !== current).map((locale) => (
          <li key={locale}>
            <Link
              className="shell-language__link"
              to={{ pathname: switchLocale(pathname, locale), search, hash }}
              lang={locale}
              hrefLang={locale}
            >
              {/* The visible code stays part of the accessible name (WCAG 2.5.3 label in name). */}
              {locale.toUpperCase()}
              <span className="shell-visually-hidden"> {t(`names.${locale}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
