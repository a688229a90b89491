import type { Dispatch } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { baseQueryWithReauth, refreshApiOf } from '../api/baseQuery';
import { loggedOut, type SessionState } from './sessionSlice';

/**
 * Ends the session on this page: all browser storage, the user and both tokens cleared, and the API
 * cache dropped, so the next member signing in here never sees the previous one's data.
 */
export function endSession(dispatch: Dispatch): void {
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
}

/**
 * The member's own sign-out, the same in the portal and in a remote's standalone frame: the API is
 * asked to revoke the session's whole refresh-token family (a copied token is then worthless) and the
 * page ends the session at once, so leaving works offline too. The revocation goes through the base
 * query directly rather than an RTK Query mutation, because dropping the API cache aborts every
 * request RTK Query has in flight, and it would abort this one.
 */
export function signOut(store: Pick<BaseQueryApi, 'dispatch' | 'getState'>): Promise<unknown> {
  const { refreshToken } = (store.getState() as { session: SessionState }).session;
  const revocation = refreshToken
    ? Promise.resolve(
        baseQueryWithReauth(
          { url: '/auth/logout', method: 'POST', body: { refreshToken } },
          refreshApiOf(store),
          {},
        ),
      )
    : Promise.resolve();
  endSession(store.dispatch);
  return revocation;
}
