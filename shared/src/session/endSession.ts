import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { loggedOut } from './sessionSlice';

/**
 * Ends the session on this page: all browser storage, the user and both tokens cleared, and the API
 * cache dropped, so the next member signing in here never sees the previous one's data. The one
 * sign-out of the portal: the member's own (`signOut`) and a session the API refused (`sessionFetch`).
 */
export function endSession(dispatch: Dispatch): void {
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
}
