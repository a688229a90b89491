import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE } from './paths';
import { sessionFetch } from './sessionFetch';

/**
 * The RTK Query base query: fetchBaseQuery for the arguments and the answer, `sessionFetch` for the
 * session's rules (bearer token, CSRF header, one refresh, the offline rule, sign-out), the same
 * path the chat stream takes.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) =>
  fetchBaseQuery({
    baseUrl: API_BASE,
    credentials: 'same-origin',
    fetchFn: (input) => sessionFetch(api, input as Request),
  })(args, api, extraOptions);
