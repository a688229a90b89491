import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { authApi } from '../api/authApi';
import { ensureFreshSession } from '../api/sessionFetch';
import { type AppStore } from '../store/createStore';
import { installFakeApi, jsonResponse, tokenExpiringIn, type FakeApi, signedInStore } from '../testing';
import { selectIsOffline } from './connectivitySlice';
import { signOut } from './signOut';
import { STORAGE_KEYS } from './storage';

let api: FakeApi | null = null;
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

const loadStatus = (store: AppStore) =>
  store.dispatch(authApi.endpoints.status.initiate(undefined, { subscribe: false, forceRefetch: true }));

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
});

afterEach(() => {
  api?.restore();
  api = null;
});

describe('a session that meets the network going away', () => {
  it('keeps the session when a refresh cannot reach the API, and says the portal is offline', async () => {
    api = installFakeApi({ 'POST /api/auth/refresh': networkDown, 'GET /api/status': { activeUsers: 3 } });
    const expired = tokenExpiringIn(-5);
    const store = signedInStore(expired);

    const result = await loadStatus(store);

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().session.accessToken).toBe(expired);
    expect(store.getState().session.refreshToken).toBe('refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(selectIsOffline(store.getState())).toBe(true);
    // The status call itself was never sent with the expired token.
    expect(api.callsTo('GET /api/status')).toHaveLength(0);
  });

  it('treats a server that is down (503) like a lost network, not like a refused session', async () => {
    api = installFakeApi({
      'POST /api/auth/refresh': () => jsonResponse(503, { error: 'unavailable', message: 'Restarting' }),
    });
    const store = signedInStore(tokenExpiringIn(-5));
    expect(await ensureFreshSession(store)).toBe(true);
    expect(store.getState().session.refreshToken).toBe('refresh-1');
    expect(selectIsOffline(store.getState())).toBe(true);
  });

  it('ends the session only when the API refuses the refresh', async () => {
    api = installFakeApi({
      'POST /api/auth/refresh': () => jsonResponse(401, { error: 'unauthorized', message: 'Revoked' }),
    });
    const store = signedInStore(tokenExpiringIn(-5));
    await loadStatus(store);
    expect(store.getState().session.accessToken).toBeNull();
    // Signed out as signOut does: the API cache goes with the session.
    expect(store.getState().api.queries).toEqual({});
    expect(selectIsOffline(store.getState())).toBe(false);
  });

  it('marks the portal offline when a call cannot reach the API, and online at its next answer', async () => {
    api = installFakeApi({ 'GET /api/status': networkDown });
    const store = signedInStore(tokenExpiringIn(900));
    await loadStatus(store);
    expect(selectIsOffline(store.getState())).toBe(true);
    expect(store.getState().session.accessToken).not.toBeNull();

    api.on('GET /api/status', () => ({ activeUsers: 2 }));
    const result = await loadStatus(store);
    expect(result.data).toEqual({ activeUsers: 2 });
    expect(selectIsOffline(store.getState())).toBe(false);
  });

  it('refreshes as soon as the browser says the network is back, and the session goes on', async () => {
    api = installFakeApi({ 'POST /api/auth/refresh': networkDown });
    const store = signedInStore(tokenExpiringIn(-5));
    await loadStatus(store);
    expect(selectIsOffline(store.getState())).toBe(true);

    const fresh = tokenExpiringIn(900);
    api.on('POST /api/auth/refresh', () => ({ accessToken: fresh, refreshToken: 'refresh-2' }));
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(store.getState().session.accessToken).toBe(fresh));
    expect(store.getState().session.refreshToken).toBe('refresh-2');
    expect(selectIsOffline(store.getState())).toBe(false);
    expect(api.callsTo('POST /api/auth/refresh')[1]?.body).toEqual({ refreshToken: 'refresh-1' });
  });
});

describe('signOut', () => {
  it('asks the API to revoke the refresh-token family and ends the session at once', async () => {
    api = installFakeApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const store = signedInStore(tokenExpiringIn(900));

    const revocation = signOut(store);

    expect(store.getState().session.accessToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    // Answered, not aborted, although the API cache was dropped meanwhile (a reset aborts RTK Query's requests).
    expect(await revocation).toMatchObject({ status: 204 });
    const [request] = api.callsTo('POST /api/auth/logout');
    expect(request?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('csrf-abc');
  });

  it('still signs out offline', async () => {
    api = installFakeApi({ 'POST /api/auth/logout': networkDown });
    const store = signedInStore(tokenExpiringIn(900));
    await signOut(store);
    expect(store.getState().session.user).toBeNull();
  });
});
