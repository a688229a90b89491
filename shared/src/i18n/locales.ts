import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@qis/contract';

/** The locales the portal offers in its URL and language switcher: the contract's. */
export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;
export { DEFAULT_LOCALE, isLocale };

/** The locale of a path's first segment (`/fr/profile` → fr), or null when it carries none. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The path without its locale segment: `/fr/profile` → `/profile`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  if (!localeFromPath(pathname)) return pathname || '/';
  const rest = pathname.split('/').slice(2).join('/');
  return `/${rest}`;
}

/** The same path under another locale: `/fr/profile` → `/de/profile`, `/profile` → `/de/profile`. */
export function switchLocale(pathname: string, locale: Locale): string {
  const rest = stripLocale(pathname);
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** An app path (`/profile`) under the locale segment of the current URL, if it has one. */
export function localizePath(path: string, currentPathname: string): string {
  const locale = localeFromPath(currentPathname);
  if (!locale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
