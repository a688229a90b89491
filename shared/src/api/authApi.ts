import { baseApi } from './baseApi';
import type { LoginRequest, LoginResponse, RefreshRequest, StatusResponse } from './types';

/** The session calls every app needs: sign-in and sign-out (shell and each standalone frame) and the footer's status. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
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

export const { useLoginMutation, useLogoutMutation, useStatusQuery } = authApi;
