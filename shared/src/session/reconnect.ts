import { createListenerMiddleware } from '@reduxjs/toolkit';
import { authApi } from '../api/authApi';
import { refreshSession } from '../api/sessionFetch';
import { connectionLost, selectIsOffline, type ConnectivityState } from './connectivitySlice';
import type { SessionState } from './sessionSlice';
import { isTokenExpired } from './token';

/** How often an offline page asks the API again when the browser gives no `online` event (a server down). */
export const RECONNECT_INTERVAL_MS = 10_000;

type State = { session: SessionState; connectivity: ConnectivityState };

/** Resolves at the browser's next `online` event (never outside a browser); `cancel` stops listening. */
function nextOnlineEvent(): { event: Promise<void>; cancel: () => void } {
  let cancel = () => undefined as void;
  const event = new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return;
    const done = () => resolve();
    window.addEventListener('online', done, { once: true });
    cancel = () => window.removeEventListener('online', done);
  });
  return { event, cancel };
}

/**
 * While the API cannot be reached, keeps asking it again: at once when the browser says the network is
 * back, and every few seconds otherwise. With an expired access token the question is the refresh
 * itself (so the session resumes with a new token); otherwise a status call. Either call marks the API
 * reachable again when it answers, which ends the loop.
 */
export const reconnection = createListenerMiddleware();

reconnection.startListening({
  actionCreator: connectionLost,
  effect: async (_action, listenerApi) => {
    // One loop at a time, however many calls failed together.
    listenerApi.cancelActiveListeners();
    while (selectIsOffline(listenerApi.getState() as State)) {
      const online = nextOnlineEvent();
      try {
        await Promise.race([listenerApi.delay(RECONNECT_INTERVAL_MS), online.event]);
      } finally {
        online.cancel();
      }
      const { session } = listenerApi.getState() as State;
      if (session.accessToken === null) return;
      if (session.refreshToken && isTokenExpired(session.accessToken)) {
        await refreshSession(listenerApi);
      } else {
        await listenerApi.dispatch(
          authApi.endpoints.status.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
      }
    }
  },
});
