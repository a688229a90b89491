import { baseApi } from './baseApi';
import type { LoginRequest, LoginResponse, StatusResponse } from './types';

/** The session calls every app needs: sign-in (shell and each standalone frame) and the footer's status. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    status: build.query<StatusResponse, void>({
      query: () => '/status',
      providesTags: ['Status'],
    }),
  }),
});

export const { useLoginMutation, useStatusQuery } = authApi;
