import { SUPPORTED_LOCALES } from '@qis/shared';

/**
 * Every route exists with and without a locale segment. A dynamic `/:locale?` segment would read
 * `/profile` as a locale, so each locale gets its own static base: static segments outrank the
 * catch-all, and `/fr/profile` is matched under `/fr` with `profile` left for the remote.
 */
export const LOCALE_BASES: readonly string[] = ['/', ...SUPPORTED_LOCALES.map((locale) => `/${locale}`)];

/** A child path under a base: `('/fr', 'home')` → `/fr/home`, `('/', 'home')` → `/home`. */
export const underBase = (base: string, path: string): string => `${base === '/' ? '' : base}/${path}`;
