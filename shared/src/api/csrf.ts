import { CSRF_COOKIE, CSRF_HEADER } from '@qis/contract';
import { contractUrl } from './contractQuery';

/** The double-submit anti-forgery cookie the API issues on any GET, and the header it expects back. */
export { CSRF_COOKIE, CSRF_HEADER };
/** A GET that only issues the cookie: used when a page was served by something other than the API. */
export const CSRF_ISSUE_URL = contractUrl('GET /api/auth/csrf');

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let pendingIssue: Promise<void> | null = null;

/** The CSRF token for a non-GET call, fetching the cookie once when the page has none yet. */
export async function csrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pendingIssue ??= fetch(CSRF_ISSUE_URL, { credentials: 'same-origin' })
    .then(() => undefined)
    .finally(() => {
      pendingIssue = null;
    });
  await pendingIssue;
  return readCookie(CSRF_COOKIE);
}

/** Relative URLs are the product's own host; only those carry the anti-forgery header, so it never leaks to another site. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

/** The product's own host: a relative URL, or an absolute one on the page's origin. */
export function isOwnHost(url: string): boolean {
  if (isRelativeUrl(url)) return true;
  if (typeof window === 'undefined') return false;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
