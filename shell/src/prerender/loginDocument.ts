import type { Locale } from '@qis/contract';
import { PORTAL_FILES_META } from '../login/prefetchPortal';

export interface LoginDocumentParts {
  locale: Locale;
  /** The login route's markup, adopted by hydrateRoot (shell/src/bootstrap.tsx). */
  markup: string;
  /** The CSS of the login's chunks, inlined: no stylesheet request stands before the first paint. */
  css: string;
  /** The portal's files (after sign-in), listed for the login to prefetch once idle (prefetchPortal.ts). */
  prefetch: readonly string[];
  /** The notice shown when the browser runs no JavaScript. */
  notice: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The app's page (index.html as built) carrying the prerendered login in one locale. */
export function loginDocument(
  template: string,
  { locale, markup, css, prefetch, notice }: LoginDocumentParts,
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('the page template has no empty #root');
  const head =
    // No preloads of the scripts that hydrate it: downloads started beside the HTML competed with the first
    // paint on a slow connection. The entry starts them after the first frame (shell/src/index.ts).
    `<meta name="${PORTAL_FILES_META}" content="${prefetch.map((file) => `/${file}`).join(' ')}">` +
    // A stylesheet's source-map comment means nothing inline; `</style` cannot occur in built CSS.
    `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')}</style>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<noscript><p class="shell-noscript" role="alert">${escapeHtml(notice)}</p></noscript>` +
        `<div id="root" data-prerendered="login">${markup}</div>`,
    );
}
