import { baseApi, loggedOut, type AppDispatch } from '@qis/shared';

/**
 * Logout as the spec defines it (all browser storage, the user and both tokens cleared), plus the
 * API cache, so the next member signing in on this page never sees the previous one's data.
 */
export function endSession(dispatch: AppDispatch): void {
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
}
