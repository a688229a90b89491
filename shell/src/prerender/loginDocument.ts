import type { Locale } from '@qis/shared';

export interface LoginDocumentParts {
  locale: Locale;
  /** The login route's markup, adopted by hydrateRoot (shell/src/bootstrap.tsx). */
  markup: string;
  /** The CSS of the login's chunks, inlined: no stylesheet request stands before the first paint. */
  css: string;
  /** The scripts that hydrate the page, preloaded beside the entry instead of discovered one after another. */
  scripts: readonly string[];
  /**
   * The portal's files (after sign-in), hinted for prefetching: the browser downloads them when idle, at
   * the lowest priority, and runs nothing; a sign-in then starts the portal from the cache.
   */
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
  { locale, markup, css, scripts, prefetch, notice }: LoginDocumentParts,
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('the page template has no empty #root');
  const head =
    scripts.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('') +
    prefetch.map((file) => `<link rel="prefetch" href="/${file}">`).join('') +
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
