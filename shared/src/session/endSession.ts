import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { loggedOut, type SignOutReason } from './sessionSlice';

/**
 * Ends the session on this page: all browser storage, the user and both tokens cleared, and the API
 * cache dropped, so the next member signing in here never sees the previous one's data. The one
 * sign-out of the portal: the member's own (`signOut`), a session the API refused (`sessionFetch`),
 * and a deleted account (`reason`, which the login page then tells the member).
 */
export function endSession(dispatch: Dispatch, reason?: SignOutReason): void {
  dispatch(loggedOut(reason));
  dispatch(baseApi.util.resetApiState());
}
