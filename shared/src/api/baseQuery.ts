import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { RefreshResponse } from './types';
import { CSRF_HEADER, csrfToken, isOwnHost, isRelativeUrl } from './csrf';
import { connectionLost, connectionRestored, type ConnectivityState } from '../session/connectivitySlice';
import { loggedOut, tokensRefreshed, type SessionState } from '../session/sessionSlice';
import { isTokenExpired } from '../session/token';
import { API_BASE } from './paths';

type State = { session: SessionState; connectivity?: ConnectivityState };
type Api = Parameters<BaseQueryFn>[1];

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, credentials: 'same-origin' });

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
/** Calls under /api/auth never carry the bearer token: they are how a member gets one. */
const isAuthRoute = (url: string) => url.replace(/^\/+/, '').startsWith('auth/');

export async function withHeaders(args: string | FetchArgs, api: Api): Promise<FetchArgs> {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  const url = urlOf(args);
  // The bearer token never leaves the product's own host: a third-party URL must not learn it.
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

/**
 * No answer at all (no network, DNS, a dropped connection) or a server or proxy that is down (5xx):
 * the API could not judge the call. Only an answer the API gave (4xx) says anything about the session.
 */
export function isUnreachable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

/** Tells the store whether the API could be reached, dispatching only on a change. */
function noteReachability(api: Pick<Api, 'dispatch' | 'getState'>, reachable: boolean): void {
  const known = (api.getState() as State).connectivity?.apiReachable ?? true;
  if (known === reachable) return;
  api.dispatch(reachable ? connectionRestored() : connectionLost());
}

/** How a refresh ended: only `refused` (the API said no) ends the session. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

// One refresh at a time for the whole page: refresh tokens rotate, and a second concurrent refresh
// with the same token would look like reuse and revoke the session's whole family.
let refreshing: Promise<RefreshOutcome> | null = null;

export function refreshSession(api: Api, extraOptions: object = {}): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const refreshToken = (api.getState() as State).session.refreshToken;
    if (!refreshToken) return 'refused';
    const result = await rawBaseQuery(
      await withHeaders({ url: '/auth/refresh', method: 'POST', body: { refreshToken } }, api),
      api,
      extraOptions,
    );
    if (result.error && isUnreachable(result.error)) {
      noteReachability(api, false);
      return 'unreachable';
    }
    noteReachability(api, true);
    if (!result.data) return 'refused';
    api.dispatch(tokensRefreshed(result.data as RefreshResponse));
    return 'refreshed';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** True when a new token pair was obtained (false when refused or when the API could not be reached). */
export async function refreshOnce(api: Api, extraOptions: object): Promise<boolean> {
  return (await refreshSession(api, extraOptions)) === 'refreshed';
}

/** A BaseQueryApi for a refresh started outside RTK Query (the guards, the reconnection loop). */
export function refreshApiOf(store: Pick<Api, 'dispatch' | 'getState'>): Api {
  return {
    ...store,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refresh',
    type: 'mutation',
  };
}

/**
 * For the shell's guard, the standalone frames and the chat stream: true when the session can go on,
 * refreshing an expired access token first. A refresh that could not reach the API keeps the session
 * (true): the member is told they are offline and the refresh is retried when the network returns.
 * False means there is no session or the API refused the refresh: the caller ends the session.
 */
export async function ensureFreshSession(store: Pick<Api, 'dispatch' | 'getState'>): Promise<boolean> {
  const { accessToken, refreshToken } = (store.getState() as State).session;
  if (!accessToken) return false;
  if (!isTokenExpired(accessToken)) return true;
  if (!refreshToken) return false;
  return (await refreshSession(refreshApiOf(store))) !== 'refused';
}

/** The answer a call gets while the API cannot be reached: the screens show it as a load error with a retry. */
const UNREACHABLE: { error: FetchBaseQueryError } = {
  error: {
    status: 'FETCH_ERROR',
    error: 'The portal cannot reach the server: check the network connection.',
  },
};

/**
 * Bearer token on every /api call but /api/auth/*, the CSRF header on every relative non-GET,
 * an expired token refreshed before the call, and on a 401 one refresh and one retry; a second 401
 * (or a refresh the API refuses) ends the session, and the guard then sends the member to /login.
 * A call or a refresh that cannot reach the API ends nothing: it fails like any network error.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const url = urlOf(args);
  const send = async () => {
    const result = await rawBaseQuery(await withHeaders(args, api), api, extraOptions);
    if (!result.error) noteReachability(api, true);
    else if (isUnreachable(result.error)) noteReachability(api, false);
    return result;
  };
  if (isAuthRoute(url)) return send();

  const { accessToken, refreshToken } = (api.getState() as State).session;
  if (accessToken && refreshToken && isTokenExpired(accessToken)) {
    const outcome = await refreshSession(api, extraOptions);
    if (outcome === 'unreachable') return UNREACHABLE;
    if (outcome === 'refused') {
      api.dispatch(loggedOut());
      return { error: { status: 401, data: { error: 'unauthorized', message: 'Session expired' } } };
    }
  }

  const sentWith = (api.getState() as State).session.accessToken;
  let result = await send();
  if (result.error?.status === 401) {
    const session = (api.getState() as State).session;
    // Another call may have refreshed while this one was in flight: its new token gets the one retry.
    const refreshedMeanwhile = session.accessToken !== null && session.accessToken !== sentWith;
    const outcome: RefreshOutcome = refreshedMeanwhile
      ? 'refreshed'
      : session.refreshToken !== null
        ? await refreshSession(api, extraOptions)
        : 'refused';
    if (outcome === 'unreachable') return UNREACHABLE;
    if (outcome === 'refreshed') result = await send();
    if (result.error?.status === 401) api.dispatch(loggedOut());
  }
  return result;
};
