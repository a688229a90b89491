import { baseApi, contractQuery } from '@qis/shared';
import type {
  ProfileResponse,
  ProfileUpdate,
  ProfileUpdateRequest,
  WeightHistoryResponse,
  WeightSaveRequest,
} from '@qis/contract/api';
import { sortEntriesByDate } from './dates';

/** The profile screen's calls (profile, weight history, weight), on the portal's one API slice. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountGetProfile: build.query<ProfileResponse, void>({
      query: () => contractQuery('GET /api/profile'),
      providesTags: ['Profile'],
    }),
    // The form sends only validated values, though its type keeps the profile's nulls.
    accountUpdateProfile: build.mutation<ProfileResponse, { profile: ProfileUpdate }>({
      query: (body) => contractQuery('POST /api/profile', { body: body as ProfileUpdateRequest }),
    }),
    accountGetWeightHistory: build.query<WeightHistoryResponse, void>({
      query: () => contractQuery('GET /api/profile/weight'),
      // The chart draws left to right: never trust the order a server sends.
      transformResponse: (entries: WeightHistoryResponse) => sortEntriesByDate(entries),
      providesTags: ['Weight'],
    }),
    accountSaveWeight: build.mutation<WeightHistoryResponse, WeightSaveRequest>({
      query: (body) => contractQuery('POST /api/profile/weight', { body }),
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
