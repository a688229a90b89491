import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { RefreshResponse } from './types';
import { CSRF_HEADER, csrfToken, isOwnHost, isRelativeUrl } from './csrf';
import { loggedOut, tokensRefreshed, type SessionState } from '../session/sessionSlice';
import { isTokenExpired } from '../session/token';

export const API_BASE = '/api';

type State = { session: SessionState };
type Api = Parameters<BaseQueryFn>[1];

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, credentials: 'same-origin' });

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
/** Calls under /api/auth never carry the bearer token (spec section 7). */
const isAuthRoute = (url: string) => url.replace(/^\/+/, '').startsWith('auth/');

async function withHeaders(args: string | FetchArgs, api: Api): Promise<FetchArgs> {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  const url = urlOf(args);
  // The bearer token never leaves the product's own host (spec section 6).
  if (!isAuthRoute(url) && isOwnHost(url)) {
    const token = (api.getState() as State).session.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  if (methodOf(args) !== 'GET' && isRelativeUrl(url)) {
    const csrf = await csrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  request.headers = headers;
  return request;
}

// One refresh at a time for the whole page: refresh tokens rotate, and a second concurrent refresh
// with the same token would look like reuse and revoke the session's whole family.
let refreshing: Promise<boolean> | null = null;

function refreshOnce(api: Api, extraOptions: object): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = (api.getState() as State).session.refreshToken;
    if (!refreshToken) return false;
    const result = await rawBaseQuery(
      await withHeaders({ url: '/auth/refresh', method: 'POST', body: { refreshToken } }, api),
      api,
      extraOptions,
    );
    if (result.data) {
      api.dispatch(tokensRefreshed(result.data as RefreshResponse));
      return true;
    }
    return false;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * For the shell's guard and the standalone frames: true when the session has a usable access token,
 * refreshing an expired one first. The caller logs out on false.
 */
export async function ensureFreshSession(store: Pick<Api, 'dispatch' | 'getState'>): Promise<boolean> {
  const { accessToken, refreshToken } = (store.getState() as State).session;
  if (!accessToken) return false;
  if (!isTokenExpired(accessToken)) return true;
  if (!refreshToken) return false;
  const api: Api = {
    ...store,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refresh',
    type: 'mutation',
  };
  return refreshOnce(api, {});
}

/**
 * Bearer token on every /api call but /api/auth/*, the CSRF header on every relative non-GET,
 * an expired token refreshed before the call, and on a 401 one refresh and one retry; a second 401
 * (or a failed refresh) ends the session, and the guard then sends the member to /login.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const url = urlOf(args);
  if (isAuthRoute(url)) return rawBaseQuery(await withHeaders(args, api), api, extraOptions);

  const { accessToken, refreshToken } = (api.getState() as State).session;
  if (accessToken && refreshToken && isTokenExpired(accessToken)) {
    if (!(await refreshOnce(api, extraOptions))) {
      api.dispatch(loggedOut());
      return { error: { status: 401, data: { error: 'unauthorized', message: 'Session expired' } } };
    }
  }

  const sentWith = (api.getState() as State).session.accessToken;
  let result = await rawBaseQuery(await withHeaders(args, api), api, extraOptions);
  if (result.error?.status === 401) {
    const session = (api.getState() as State).session;
    // Another call may have refreshed while this one was in flight: its new token gets the one retry.
    const refreshedMeanwhile = session.accessToken !== null && session.accessToken !== sentWith;
    if (refreshedMeanwhile || (session.refreshToken !== null && (await refreshOnce(api, extraOptions)))) {
      result = await rawBaseQuery(await withHeaders(args, api), api, extraOptions);
    }
    if (result.error?.status === 401) api.dispatch(loggedOut());
  }
  return result;
};
