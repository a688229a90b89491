import { baseApi } from '@qis/shared';
import type {
  ProfileResponse,
  ProfileUpdate,
  WeightHistoryResponse,
  WeightSaveRequest,
} from '@qis/contract/api';
import { sortEntriesByDate } from './dates';

/** The profile screen's calls (profile, weight history, weight), on the portal's one API slice. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetProfile: build.query<ProfileResponse, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    // The form sends only validated values, though its type keeps the profile's nulls.
    accountUpdateProfile: build.mutation<ProfileResponse, { profile: ProfileUpdate }>({
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
