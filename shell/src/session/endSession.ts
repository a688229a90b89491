import { baseApi, loggedOut, type AppDispatch } from '@qis/shared';

/** How long a sign-out waits for the API to confirm the revocation before it drops the API cache. */
const REVOCATION_WAIT_MS = 3000;

/**
 * Logout as the spec defines it (all browser storage, the user and both tokens cleared), plus the
 * API cache, so the next member signing in on this page never sees the previous one's data.
 * Resetting the cache aborts every request in flight, so when the API is being told to revoke the
 * session (`revocation`), the reset waits for that call to settle (or for a few seconds, offline).
 */
export function endSession(dispatch: AppDispatch, revocation?: Promise<unknown>): void {
  dispatch(loggedOut());
  const resetCache = () => dispatch(baseApi.util.resetApiState());
  if (!revocation) {
    resetCache();
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, REVOCATION_WAIT_MS));
  void Promise.race([revocation.catch(() => undefined), timeout]).then(resetCache);
}
