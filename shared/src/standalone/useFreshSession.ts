import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { ensureFreshSession } from '../api/sessionFetch';
import { selectIsSignedIn } from '../session/sessionSlice';
import { endSession } from '../session/signOut';
import type { RootState } from '../store/createStore';

/**
 * The standalone frame's session guard: on load and on each navigation an expired access token is
 * refreshed, and a refresh the API refuses ends the session (one that cannot reach it keeps it). Answers false until the first check is done.
 */
export function useFreshSession(): boolean {
  const store = useStore<RootState>();
  const { pathname } = useLocation();
  // Without a token there is nothing to check: the sign-in form can show at once.
  const [checked, setChecked] = useState(() => store.getState().session.accessToken === null);

  useEffect(() => {
    let cancelled = false;
    void ensureFreshSession(store).then((fresh) => {
      if (cancelled) return;
      if (!fresh && selectIsSignedIn(store.getState())) endSession(store.dispatch);
      setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [store, pathname]);

  return checked;
}
