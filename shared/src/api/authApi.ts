import { baseApi } from './baseApi';
import { contractQuery } from './contractQuery';
import type { StatusResponse } from '@qis/contract/api';

/**
 * The status call every app needs (the footer, the reconnection loop). Sign-in is `requestSignIn`
 * (plain fetch: the login runs before this API layer is loaded), sign-out is `signOut`.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    status: build.query<StatusResponse, void>({
      query: () => contractQuery('GET /api/status'),
      providesTags: ['Status'],
    }),
  }),
});

export const { useStatusQuery } = authApi;
