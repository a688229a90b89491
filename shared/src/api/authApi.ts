import { baseApi } from './baseApi';
import type { RefreshRequest, StatusResponse } from './types';

/**
 * The session calls every app needs: sign-out (shell and each standalone frame) and the footer's status.
 * Sign-in is `requestSignIn` (plain fetch): the login runs before this API layer is loaded.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the session's refresh-token family on the server; the client clears its own state. */
    logout: build.mutation<void, RefreshRequest>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
    status: build.query<StatusResponse, void>({
      query: () => '/status',
      providesTags: ['Status'],
    }),
  }),
});

export const { useLogoutMutation, useStatusQuery } = authApi;
