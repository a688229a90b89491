import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/**
 * The one RTK Query API of the portal. Each remote adds its endpoints with `baseApi.injectEndpoints`,
 * their names prefixed with the remote's ("account…", "nutrition…") so two remotes never collide.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Profile', 'Weight', 'ChatHistory', 'Status', 'Diary', 'MyFoods', 'Meals'],
  // A screen that failed while the network was gone loads again by itself when it returns.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
