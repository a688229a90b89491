import { describe, expect, it, jest } from '@jest/globals';
import { createAppStore, endSession, loginSucceeded } from '@qis/shared';
import { DEMO_MEMBER, signedInStore, tokenExpiringIn } from '@qis/shared/testing';
import { MEMBER_API_CACHE } from './cacheNames';
import { clearMemberCacheOnSignOut } from './clearOnSignOut';

const fakeCaches = () => ({ delete: jest.fn(async (_name: string) => true) });

describe('clearMemberCacheOnSignOut', () => {
  it('keeps the member’s diary answers while the session lasts, a token refresh included', () => {
    const store = signedInStore();
    const caches = fakeCaches();
    clearMemberCacheOnSignOut(store, caches);
    store.dispatch(
      loginSucceeded({ accessToken: tokenExpiringIn(900), refreshToken: 'refresh-2', user: DEMO_MEMBER }),
    );
    expect(caches.delete).not.toHaveBeenCalled();
  });

  it('empties them when the session ends, so the next member never reads them', () => {
    const store = signedInStore();
    const caches = fakeCaches();
    clearMemberCacheOnSignOut(store, caches);
    endSession(store.dispatch);
    expect(caches.delete).toHaveBeenCalledTimes(1);
    expect(caches.delete).toHaveBeenCalledWith(MEMBER_API_CACHE);
    // Later changes of a signed-out page do not ask again.
    endSession(store.dispatch);
    expect(caches.delete).toHaveBeenCalledTimes(1);
  });

  it('empties them at start when the page has no session (a session ended with the tab closed)', () => {
    const caches = fakeCaches();
    clearMemberCacheOnSignOut(createAppStore(), caches);
    expect(caches.delete).toHaveBeenCalledWith(MEMBER_API_CACHE);
  });

  it('does nothing in a browser without the Cache API', () => {
    expect(() => clearMemberCacheOnSignOut(signedInStore(), undefined)()).not.toThrow();
  });
});
