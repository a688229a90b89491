import type { User } from '../api/types';
import { CSRF_COOKIE } from '../api/csrf';
import { STORAGE_KEYS } from '../session/storage';
import { DEMO_MEMBER } from './demoMember';
import { tokenExpiringIn } from './jwt';

export interface StoredSessionSeed {
  /** Default: a token valid for an hour, so nothing tries to refresh it. */
  accessToken?: string;
  refreshToken?: string;
  /** Default: the demo member; null: tokens without a stored member. */
  user?: User | null;
}

/** Puts a session in browser storage, where the store reads it when it is created. */
export function storeSession({
  accessToken = tokenExpiringIn(3600),
  refreshToken = 'refresh-1',
  user = DEMO_MEMBER,
}: StoredSessionSeed = {}): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
}

export const TEST_CSRF_TOKEN = 'csrf-test-token';

/** The cookie the API sets on any GET; with it present the client makes no extra CSRF call. */
export function setCsrfCookie(value = TEST_CSRF_TOKEN): string {
  document.cookie = `${CSRF_COOKIE}=${value}; path=/`;
  return value;
}

export function clearCsrfCookie(): void {
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
