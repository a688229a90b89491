/**
 * The Go Back target of the error page. Only a path on this site is accepted: `/meal-plan`,
 * `/fr/profile?x=1`. Anything that could leave the site (`https://…`, `//host`, `/\host`,
 * `javascript:`) falls back to `/`, so a crafted link cannot turn the button into a redirect.
 */
export function safeReturnUrl(raw: string | null, origin: string = window.location.origin): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
