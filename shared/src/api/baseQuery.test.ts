import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { baseApi } from './baseApi';
import { baseQueryWithReauth } from './baseQuery';
import { ensureFreshSession } from './sessionFetch';
import type { User } from '@qis/contract/api';
import { STORAGE_KEYS } from '../session/storage';
import { createAppStore, type AppStore } from '../store/createStore';
import {
  DEMO_MEMBER,
  installFakeApi,
  jsonResponse,
  tokenExpiringIn,
  type SeenRequest,
  signedInStore,
  refreshedRetry,
  expectSignedOut,
} from '../testing';

const member: User = { ...DEMO_MEMBER };

function apiOf(store: AppStore): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const call = (store: AppStore, args: Parameters<typeof baseQueryWithReauth>[0]) =>
  baseQueryWithReauth(args, apiOf(store), {});

const bearerOf = (request: SeenRequest) => request.headers.get('Authorization');

/** Resolves the next time `release` is called: lets a test hold a response back. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('baseQueryWithReauth: headers', () => {
  it('sends the bearer token on /api calls', async () => {
    const token = tokenExpiringIn(900);
    const api = installFakeApi(() => jsonResponse(200, member));
    const result = await call(signedInStore(token), '/profile');
    expect(result.data).toEqual(member);
    const [request] = api.requests;
    expect(request!.path).toBe('/api/profile');
    expect(bearerOf(request!)).toBe(`Bearer ${token}`);
  });

  it('never sends the bearer token to /api/auth/*', async () => {
    const api = installFakeApi(() =>
      jsonResponse(200, { accessToken: 'a', refreshToken: 'r', user: member }),
    );
    await call(signedInStore(tokenExpiringIn(900)), {
      url: '/auth/login',
      method: 'POST',
      body: { email: 'demo@example.com', pass: 'demo1234' },
    });
    const [request] = api.requests;
    expect(request!.path).toBe('/api/auth/login');
    expect(bearerOf(request!)).toBeNull();
  });

  it('never sends the bearer token to another host', async () => {
    const api = installFakeApi(() => jsonResponse(200, {}));
    await call(signedInStore(tokenExpiringIn(900)), 'https://elsewhere.example/data');
    const [request] = api.requests;
    expect(request!.url.href).toBe('https://elsewhere.example/data');
    expect(bearerOf(request!)).toBeNull();
  });

  it('sends the X-XSRF-TOKEN header from the cookie on non-GET calls only', async () => {
    const api = installFakeApi(() => jsonResponse(200, { id: 'c1' }));
    const store = signedInStore(tokenExpiringIn(900));
    await call(store, { url: '/contact', method: 'POST', body: { message: 'Hello' } });
    await call(store, '/status');
    const [post, get] = api.requests;
    expect(post!.headers.get('X-XSRF-TOKEN')).toBe('csrf-abc');
    expect(get!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('fetches the CSRF cookie first when the page has none yet', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const api = installFakeApi((request) => {
      if (request.path === '/api/auth/csrf') {
        document.cookie = 'XSRF-TOKEN=issued-1; path=/';
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, {});
    });
    await call(signedInStore(tokenExpiringIn(900)), { url: '/profile/weight', method: 'POST', body: {} });
    const requests = api.requests;
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/csrf', '/api/profile/weight']);
    expect(requests[1]!.headers.get('X-XSRF-TOKEN')).toBe('issued-1');
  });
});

describe('baseQueryWithReauth: session', () => {
  it('refreshes an expired access token before the call', async () => {
    const fresh = tokenExpiringIn(900);
    const api = installFakeApi(async (request) => {
      if (request.path === '/api/auth/refresh') {
        expect(request.body).toEqual({ refreshToken: 'refresh-1' });
        return jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' });
      }
      return jsonResponse(200, member);
    });
    const store = signedInStore(tokenExpiringIn(-30));
    const result = await call(store, '/profile');
    expect(result.data).toEqual(member);
    const requests = api.requests;
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/refresh', '/api/profile']);
    expect(bearerOf(requests[0]!)).toBeNull();
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('csrf-abc');
    expect(bearerOf(requests[1]!)).toBe(`Bearer ${fresh}`);
    expect(store.getState().session.refreshToken).toBe('refresh-2');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
  });

  it('logs out when the expired token cannot be refreshed, without making the call', async () => {
    const api = installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'revoked' }));
    const store = signedInStore(tokenExpiringIn(-30));
    const result = await call(store, '/profile');
    expect(result.error?.status).toBe(401);
    expect(api.requests.map(({ path }) => path)).toEqual(['/api/auth/refresh']);
    expect(store.getState().session.accessToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    const first = tokenExpiringIn(900);
    const second = tokenExpiringIn(901);
    const api = installFakeApi((request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse(200, { accessToken: second, refreshToken: 'refresh-2' });
      }
      return bearerOf(request) === `Bearer ${second}`
        ? jsonResponse(200, member)
        : jsonResponse(401, { error: 'unauthorized', message: 'expired' });
    });
    const store = signedInStore(first);
    const result = await call(store, '/profile');
    expect(result.data).toEqual(member);
    expect(api.requests.map(({ path }) => path)).toEqual(refreshedRetry('/api/profile'));
    expect(store.getState().session.accessToken).toBe(second);
  });

  it('logs out when the retried call gets a 401 again', async () => {
    const api = installFakeApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: tokenExpiringIn(900), refreshToken: 'refresh-2' })
        : jsonResponse(401, { error: 'unauthorized', message: 'no' }),
    );
    const store = signedInStore(tokenExpiringIn(900));
    sessionStorage.setItem('draft', 'x');
    const result = await call(store, '/profile');
    expect(result.error?.status).toBe(401);
    expect(api.requests.map(({ path }) => path)).toEqual(refreshedRetry('/api/profile'));
    expectSignedOut(store);
  });

  it('logs out on a 401 when there is no refresh token to try', async () => {
    // A session read back from storage that lost its refresh token.
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenExpiringIn(900));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(member));
    const store = createAppStore();
    expect(store.getState().session.refreshToken).toBeNull();
    const api = installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    const result = await call(store, '/profile');
    expect(result.error?.status).toBe(401);
    expect(api.requests.map(({ path }) => path)).toEqual(['/api/profile']);
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('makes ONE refresh for concurrent 401s and retries every call with the new token', async () => {
    const AFTER_THREE_401S = ['/api/auth/refresh', '/api/profile', '/api/profile/weight', '/api/status'];
    const second = tokenExpiringIn(901);
    const refreshGate = gate();
    let refreshes = 0;
    const api = installFakeApi(async (request) => {
      if (request.path === '/api/auth/refresh') {
        refreshes += 1;
        await refreshGate.opened;
        return jsonResponse(200, { accessToken: second, refreshToken: 'refresh-2' });
      }
      return bearerOf(request) === `Bearer ${second}`
        ? jsonResponse(200, { path: request.path })
        : jsonResponse(401, { error: 'unauthorized', message: 'expired' });
    });
    const store = signedInStore(tokenExpiringIn(900));
    const calls = [call(store, '/profile'), call(store, '/profile/weight'), call(store, '/status')];
    // All three calls have had their 401 and asked for the (held) refresh: the fake saw four requests.
    // Waiting for that rather than for a fixed time: a loaded machine may take longer than any sleep.
    await waitFor(() => expect(api.requests.map(({ path }) => path).sort()).toEqual(AFTER_THREE_401S));
    refreshGate.release();
    const results = await Promise.all(calls);

    expect(refreshes).toBe(1);
    expect(results.map((result) => result.data)).toEqual([
      { path: '/api/profile' },
      { path: '/api/profile/weight' },
      { path: '/api/status' },
    ]);
    expect(api.requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('retries without a second refresh when another call refreshed while this one was in flight', async () => {
    const second = tokenExpiringIn(901);
    const slowGate = gate();
    const api = installFakeApi(async (request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse(200, { accessToken: second, refreshToken: 'refresh-2' });
      }
      if (bearerOf(request) === `Bearer ${second}`) return jsonResponse(200, { ok: true });
      // The slow call's 401 only arrives after the fast call has refreshed and finished.
      if (request.path === '/api/status') await slowGate.opened;
      return jsonResponse(401, { error: 'unauthorized', message: 'expired' });
    });
    const store = signedInStore(tokenExpiringIn(900));
    const slow = call(store, '/status');
    const fast = await call(store, '/profile');
    expect(fast.data).toEqual({ ok: true });
    slowGate.release();
    expect((await slow).data).toEqual({ ok: true });
    expect(api.requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('works through an endpoint injected into the one API slice', async () => {
    const token = tokenExpiringIn(900);
    const testApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        sharedTestProfile: build.query<User, void>({ query: () => '/profile' }),
      }),
    });
    const api = installFakeApi(() => jsonResponse(200, member));
    const store = signedInStore(token);
    const result = await store.dispatch(testApi.endpoints.sharedTestProfile.initiate());
    expect(result.data).toEqual(member);
    expect(bearerOf(api.requests[0]!)).toBe(`Bearer ${token}`);
  });
});

describe('ensureFreshSession', () => {
  it('is false without an access token, without calling the API', async () => {
    const api = installFakeApi(() => jsonResponse(500, {}));
    expect(await ensureFreshSession(createAppStore())).toBe(false);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('is true for a valid token, without calling the API', async () => {
    const api = installFakeApi(() => jsonResponse(500, {}));
    expect(await ensureFreshSession(signedInStore(tokenExpiringIn(900)))).toBe(true);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired token and stores the new pair', async () => {
    const fresh = tokenExpiringIn(900);
    installFakeApi(() => jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' }));
    const store = signedInStore(tokenExpiringIn(-5));
    expect(await ensureFreshSession(store)).toBe(true);
    expect(store.getState().session.accessToken).toBe(fresh);
  });

  it('is false when the refresh is refused', async () => {
    installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'revoked' }));
    expect(await ensureFreshSession(signedInStore(tokenExpiringIn(-5)))).toBe(false);
  });
});
