import type { User } from '@qis/contract/api';
import { SIGNED_IN_HINT_COOKIE } from '@qis/contract';

/** The browser-storage keys the session is kept under: tokens and user live in localStorage, so a reload stays signed in. */
export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

export interface StoredSession {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the session then lives in memory only.
    return null;
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as User) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  const store = storage();
  return {
    user: parseUser(store?.getItem(STORAGE_KEYS.user) ?? null),
    accessToken: store?.getItem(STORAGE_KEYS.accessToken) ?? null,
    refreshToken: store?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  };
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  const entries: [string, string | null][] = [
    [STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null],
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
  ];
  for (const [key, value] of entries) {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  }
  writeSignedInHint(session.refreshToken !== null);
}

/** Sets or clears the signed-in hint cookie (no token in it), which picks what the server answers at `/`. */
function writeSignedInHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const lifetime = signedIn ? 'max-age=2592000' : 'max-age=0';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/; ${lifetime}; samesite=strict`;
}

/** Logout clears all browser storage, not only the three keys: nothing of the member stays on a shared computer. */
export function clearBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  writeSignedInHint(false);
}
