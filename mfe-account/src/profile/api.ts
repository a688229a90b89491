import {
  baseApi,
  type ProfileResponse,
  type ProfileUpdateRequest,
  type WeightHistoryResponse,
  type WeightSaveRequest,
} from '@qis/shared';
import { sortEntriesByDate } from './dates';

/** The profile screen's calls (profile, weight history, weight), on the portal's one API slice. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetProfile: build.query<ProfileResponse, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    accountUpdateProfile: build.mutation<ProfileResponse, ProfileUpdateRequest>({
      query: (body) => ({ url: '/profile', method: 'POST', body }),
    }),
    accountGetWeightHistory: build.query<WeightHistoryResponse, void>({
      query: () => '/profile/weight',
      // The chart draws left to right: never trust the order a server sends.
      transformResponse: (entries: WeightHistoryResponse) => sortEntriesByDate(entries),
      providesTags: ['Weight'],
    }),
    accountSaveWeight: build.mutation<WeightHistoryResponse, WeightSaveRequest>({
      query: (body) => ({ url: '/profile/weight', method: 'POST', body }),
      transformResponse: (entries: WeightHistoryResponse) => sortEntriesByDate(entries),
    }),
  }),
});

export const {
  useAccountGetProfileQuery,
  useAccountUpdateProfileMutation,
  useAccountGetWeightHistoryQuery,
  useAccountSaveWeightMutation,
} = profileApi;
