import type { AppStore } from '@qis/shared';
import { MEMBER_API_CACHE } from './cacheNames';

/**
 * Empties the service worker's cache of member answers whenever this page has no session: at start
 * without one, and each time a session ends (the member's sign-out, a session the API refused, a
 * deleted account). The next member signing in on this browser never reads the previous one's diary,
 * even offline. Deleting from the page rather than messaging the worker also works while no worker
 * controls the page.
 */
export function clearMemberCacheOnSignOut(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  cacheStorage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): () => void {
  if (!cacheStorage) return () => undefined;
  const clear = () => {
    void cacheStorage.delete(MEMBER_API_CACHE).catch(() => undefined);
  };
  let signedIn = store.getState().session.accessToken !== null;
  if (!signedIn) clear();
  return store.subscribe(() => {
    const now = store.getState().session.accessToken !== null;
    if (signedIn && !now) clear();
    signedIn = now;
  });
}
