import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { loggedOut, loginSucceeded, tokensRefreshed, userUpdated, type SessionState } from './sessionSlice';
import { clearBrowserStorage, writeStoredSession } from './storage';

/** Keeps browser storage in step with the session slice; reducers stay free of side effects. */
export const sessionPersistence = createListenerMiddleware();

sessionPersistence.startListening({
  matcher: isAnyOf(loginSucceeded, tokensRefreshed, userUpdated),
  effect: (_action, api) => {
    const { session } = api.getState() as { session: SessionState };
    writeStoredSession(session);
  },
});

sessionPersistence.startListening({
  actionCreator: loggedOut,
  effect: () => clearBrowserStorage(),
});
