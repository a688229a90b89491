import { prerender } from 'react-dom/static';
import { initI18n } from '@qis/shared/sign-in';
import type { Locale } from '@qis/contract';
import { loginFirstElement } from '../login/LoginBeforePortal';
import { LOGIN_NS } from '../login/i18n';
import { loginDocument, type LoginDocumentParts } from './loginDocument';

/** The build's plugin renders a page per locale: the contract's list, handed over with the renderer. */
export { DEFAULT_LOCALE, LOCALES } from '@qis/contract';

/**
 * The markup of the login at `path`, rendered from the very element the page hydrates
 * (loginFirstElement), in the page's one i18next instance switched to the locale. Run at build time
 * (shell/scripts/prerenderLoginPlugin.js).
 */
export async function renderLoginMarkup(locale: Locale, path: string): Promise<string> {
  const i18n = initI18n(locale);
  await i18n.changeLanguage(locale);
  const { prelude } = await prerender(
    loginFirstElement({
      initialLocation: { pathname: path, search: '', hash: '' },
      // Never called: a prerendered page does not sign anyone in; the browser's hydration brings its own.
      onSignedIn: () => undefined,
    }),
  );
  return new Response(prelude).text();
}

/** What the page says above the form when JavaScript is off: the form shows, but signing in needs the script. */
export function noScriptMessage(locale: Locale): string {
  return initI18n(locale).t('noscript', { ns: LOGIN_NS, lng: locale });
}

/** The whole page of the login at `path` in `locale`: index.html with the markup, styles, preloads and notice. */
export async function renderLoginPage(
  template: string,
  {
    locale,
    path,
    css,
    prefetch,
  }: { locale: Locale; path: string } & Pick<LoginDocumentParts, 'css' | 'prefetch'>,
): Promise<string> {
  const markup = await renderLoginMarkup(locale, path);
  return loginDocument(template, { locale, markup, css, prefetch, notice: noScriptMessage(locale) });
}
