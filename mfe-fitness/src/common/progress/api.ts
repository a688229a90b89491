import { baseApi, contractQuery } from '@qis/shared';
import type { FitnessSessionRequest, FitnessSessionResponse, FitnessWeekSummary } from '@qis/contract/api';

/** The guided workouts a member finished: this week's count and recording a new one. */
export const progressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fitnessWeek: build.query<FitnessWeekSummary, void>({
      query: () => contractQuery('GET /api/fitness/sessions/week'),
    }),
    fitnessRecordSession: build.mutation<FitnessSessionResponse, FitnessSessionRequest>({
      query: (body) => contractQuery('POST /api/fitness/sessions', { body }),
      // The answer carries the new week: every screen showing it updates without a second request.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(progressApi.util.upsertQueryData('fitnessWeek', undefined, data.week));
        } catch {
          // The guided view shows the failure and offers to try again.
        }
      },
    }),
  }),
});

export const { useFitnessWeekQuery, useFitnessRecordSessionMutation } = progressApi;
