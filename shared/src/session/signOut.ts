import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { contractUrl } from '../api/contractQuery';
import { sessionFetch } from '../api/sessionFetch';
import { endSession } from './endSession';
import type { SessionState } from './sessionSlice';

export { endSession };

/**
 * The member's own sign-out, the same in the portal and in a remote's standalone frame: the API is
 * asked to revoke the session's whole refresh-token family (a copied token is then worthless) and the
 * page ends the session at once, so leaving works offline too. The revocation is a plain session
 * call rather than an RTK Query mutation, because dropping the API cache aborts every request RTK
 * Query has in flight, and it would abort this one.
 */
export function signOut(store: Pick<BaseQueryApi, 'dispatch' | 'getState'>): Promise<unknown> {
  const { refreshToken } = (store.getState() as { session: SessionState }).session;
  const revocation = refreshToken
    ? sessionFetch(
        store,
        new Request(contractUrl('POST /api/auth/logout'), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      ).catch(() => undefined)
    : Promise.resolve();
  endSession(store.dispatch);
  return revocation;
}
