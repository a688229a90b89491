import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@qis/contract';
import { DEFAULT_LOCALE, localeFromPath, localizePath } from './locales';

/** The locale of the current URL (`/fr/…` → fr), en when the path carries none. */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return localeFromPath(pathname) ?? DEFAULT_LOCALE;
}

/** Turns an app path (`/profile`) into a link that keeps the current URL's locale segment. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => localizePath(path, pathname), [pathname]);
}
