import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, localeFromPath, switchLocale, VisuallyHidden } from '@qis/shared/sign-in';
import { LOCALES, type Locale } from '@qis/contract';
import { LANGUAGE_NS } from './i18n';
import './language.css';

/** The switcher's order: the default language, then the others by their code (en, de, fr, nl). */
export const SWITCHER_LOCALES: readonly Locale[] = [
  DEFAULT_LOCALE,
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).sort(),
];

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LanguageLinksProps {
  location: PageLocation;
  /** Follows a link inside the page (a plain click); other clicks (new tab, modifiers) stay the browser's. */
  onNavigate: (to: string) => void;
  className?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Links to the same page in the other languages: the locale segment is replaced, the rest of the
 * path, the query and the hash are kept. It takes the location and the navigation from its host, so
 * the login can show it before the router is loaded (LoginBeforePortal) and the header inside it
 * (LanguageSwitcher).
 */
export function LanguageLinks({ location, onNavigate, className }: LanguageLinksProps) {
  const { t } = useTranslation(LANGUAGE_NS);
  const { pathname, search, hash } = location;
  const current = localeFromPath(pathname) ?? DEFAULT_LOCALE;

  return (
    <nav className={className ? `shell-language ${className}` : 'shell-language'} aria-label={t('label')}>
      <ul className="shell-language__list">
        {SWITCHER_LOCALES.filter((locale) => locale !== current).map((locale) => {
          const to = `${switchLocale(pathname, locale)}${search}${hash}`;
          return (
            <li key={locale}>
              <a
                className="shell-language__link"
                href={to}
                lang={locale}
                hrefLang={locale}
                onClick={(event) => {
                  if (event.defaultPrevented || !isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(to);
                }}
              >
                {/* The visible code stays part of the accessible name (WCAG 2.5.3 label in name). */}
                {locale.toUpperCase()}
                <VisuallyHidden> {t(`names.${locale}`)}</VisuallyHidden>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
