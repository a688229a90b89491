import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RefreshResponse } from '@qis/contract/api';
import { CSRF_HEADER, csrfToken, isOwnHost } from './csrf';
import { contractUrl } from './contractQuery';
import { API_BASE } from './paths';
import { connectionLost, connectionRestored, type ConnectivityState } from '../session/connectivitySlice';
import { endSession } from '../session/endSession';
import { tokensRefreshed, type SessionState } from '../session/sessionSlice';
import { isTokenExpired } from '../session/token';

/** What the session rules need of the app store: the session to read, a place to dispatch. */
export type SessionStore = Pick<BaseQueryApi, 'dispatch' | 'getState'>;
type State = { session: SessionState; connectivity?: ConnectivityState };
const sessionOf = (store: SessionStore) => (store.getState() as State).session;

/** What fetch rejects with when the API cannot be reached: fetchBaseQuery and the stream both read it as a network error. */
export const UNREACHABLE_MESSAGE = 'The portal cannot reach the server: check the network connection.';

/**
 * Whether a failed RTK Query call never got the API's judgement (no network, a timeout, a 5xx from a proxy or a
 * server that is down): a write that failed so may be sent again later; a 4xx answer is final.
 */
export function isUnreachable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 500;
}

/** Calls under /api/auth never carry the bearer token: they are how a member gets one. */
function isAuthRoute(url: string): boolean {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  try {
    return new URL(url, base).pathname.startsWith(`${API_BASE}/auth/`);
  } catch {
    return false;
  }
}

/** Tells the store whether the API could be reached, dispatching only on a change. */
function noteReachability(store: SessionStore, reachable: boolean): void {
  const known = (store.getState() as State).connectivity?.apiReachable ?? true;
  if (known === reachable) return;
  store.dispatch(reachable ? connectionRestored() : connectionLost());
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Sends one request as the API sees it, noting whether the API answered: no answer at all (no
 * network, DNS, a dropped connection) or a server or proxy that is down (5xx) says nothing about
 * the session; only an answer the API gave (4xx) does.
 */
async function send(store: SessionStore, request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (!isAbort(error)) noteReachability(store, false);
    throw error;
  }
  noteReachability(store, response.status < 500);
  return response;
}

/** The request with the session's headers: the bearer token on the product's own host, the CSRF token on a non-GET. */
async function withSessionHeaders(store: SessionStore, request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  // The bearer token never leaves the product's own host: a third-party URL must not learn it.
  if (!isAuthRoute(request.url) && isOwnHost(request.url)) {
    const token = sessionOf(store).accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
  }
  if (request.method.toUpperCase() !== 'GET' && isOwnHost(request.url)) {
    const csrf = await csrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  return new Request(request, { headers });
}

/** How a refresh ended: only `refused` (the API said no) ends the session. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

// One refresh at a time for the whole page: refresh tokens rotate, and a second concurrent refresh
// with the same token would look like reuse and revoke the session's whole family. It never runs
// under a caller's abort signal: a Stop must not abort a refresh that other calls share.
let refreshing: Promise<RefreshOutcome> | null = null;

export function refreshSession(store: SessionStore): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const { refreshToken } = sessionOf(store);
    if (!refreshToken) return 'refused';
    const request = await withSessionHeaders(
      store,
      new Request(contractUrl('POST /api/auth/refresh'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }),
    );
    let response: Response;
    try {
      response = await send(store, request);
    } catch {
      return 'unreachable';
    }
    if (response.status >= 500) return 'unreachable';
    if (!response.ok) return 'refused';
    try {
      store.dispatch(tokensRefreshed((await response.json()) as RefreshResponse));
    } catch {
      // A 2xx whose body is not the token pair: a proxy's page, not the API's answer.
      return 'unreachable';
    }
    return 'refreshed';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * For the shell's guard, the standalone frames and the reconnection loop: true when the session can
 * go on, refreshing an expired access token first. A refresh that could not reach the API keeps the
 * session (true): the member is told they are offline and the refresh is retried when the network
 * returns. False means there is no session or the API refused the refresh: the caller ends the session.
 */
export async function ensureFreshSession(store: SessionStore): Promise<boolean> {
  const { accessToken, refreshToken } = sessionOf(store);
  if (!accessToken) return false;
  if (!isTokenExpired(accessToken)) return true;
  if (!refreshToken) return false;
  return (await refreshSession(store)) !== 'refused';
}

const sessionExpired = () =>
  new Response(JSON.stringify({ error: 'unauthorized', message: 'Session expired' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The portal's one way to call its API with the member's session, used by the RTK Query base query
 * and by the chat stream alike: the bearer token on the product's own host (never on /api/auth/*),
 * the CSRF header on every non-GET, an expired token refreshed before the call, and on a 401 one
 * refresh and one retry. A second 401, or a refresh the API refuses, signs the member out on this
 * page (`endSession`: storage, tokens and the API cache), and the guard then shows /login. A call or
 * a refresh that cannot reach the API ends nothing: it rejects like any network error.
 */
export async function sessionFetch(store: SessionStore, input: Request): Promise<Response> {
  if (isAuthRoute(input.url)) return send(store, await withSessionHeaders(store, input));
  // Kept unread for the one retry: a body can be read only once.
  const spare = input.clone();

  const { accessToken, refreshToken } = sessionOf(store);
  if (accessToken && refreshToken && isTokenExpired(accessToken)) {
    const outcome = await refreshSession(store);
    if (outcome === 'unreachable') throw new TypeError(UNREACHABLE_MESSAGE);
    if (outcome === 'refused') {
      endSession(store.dispatch);
      return sessionExpired();
    }
  }

  const sentWith = sessionOf(store).accessToken;
  let response = await send(store, await withSessionHeaders(store, input));
  if (response.status !== 401) return response;

  const session = sessionOf(store);
  // Another call may have refreshed while this one was in flight: its new token gets the one retry.
  const refreshedMeanwhile = session.accessToken !== null && session.accessToken !== sentWith;
  const outcome: RefreshOutcome = refreshedMeanwhile
    ? 'refreshed'
    : session.refreshToken !== null
      ? await refreshSession(store)
      : 'refused';
  if (outcome === 'unreachable') throw new TypeError(UNREACHABLE_MESSAGE);
  if (outcome === 'refreshed') response = await send(store, await withSessionHeaders(store, spare));
  if (response.status === 401) endSession(store.dispatch);
  return response;
}
