import { useLayoutEffect } from 'react';
import { useLocale } from '@qis/shared';
import { applyLocale } from './applyLocale';

/** The shell owns the current language: it follows the URL's locale segment. */
export function useDocumentLocale(): void {
  const locale = useLocale();
  // A layout effect, so the first paint after a switch is already in the new language.
  useLayoutEffect(() => applyLocale(locale), [locale]);
}
