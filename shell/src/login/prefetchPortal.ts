/** The meta element where the prerendered login lists the portal's files (shell/src/prerender/loginDocument.ts). */
export const PORTAL_FILES_META = 'qis-portal-files';

/**
 * Prefetches the portal's files once the login page has loaded and the browser is idle: a download at
 * the lowest priority that runs nothing, so a sign-in starts the portal from the cache. Started this
 * late on purpose: as `<link rel="prefetch">` tags in the page they were fetched beside the login's
 * own files and competed with its first paint on a slow connection.
 */
export function prefetchPortalWhenIdle(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PORTAL_FILES_META}"]`);
  const files = meta?.content.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch);
    else window.setTimeout(prefetch, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
