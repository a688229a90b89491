import { expect } from '@jest/globals';
import type { User } from '@qis/contract/api';
import { CSRF_COOKIE } from '../api/csrf';
import { loginSucceeded } from '../session/sessionSlice';
import { STORAGE_KEYS } from '../session/storage';
import { createAppStore, type AppStore } from '../store/createStore';
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

/** A new store in which the demo member has just signed in with these tokens (the session as login leaves it). */
export function signedInStore(accessToken = tokenExpiringIn(900), refreshToken = 'refresh-1'): AppStore {
  const store = createAppStore();
  store.dispatch(loginSucceeded({ accessToken, refreshToken, user: { ...DEMO_MEMBER } }));
  return store;
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

/** The requests of a call that met a 401: the call, one refresh, the call again with the new token. */
export const refreshedRetry = (path: string): string[] => [path, '/api/auth/refresh', path];

/** The store and the browser as a sign-out leaves them: no member, no tokens, nothing kept in storage. */
export function expectSignedOut(store: AppStore): void {
  expect(store.getState().session).toEqual({
    user: null,
    accessToken: null,
    refreshToken: null,
    loading: false,
  });
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
}
