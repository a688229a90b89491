import { baseApi, contractQuery } from '@qis/shared';
import type { FitnessVideosResponse } from '@qis/contract/api';

/** The studio's videos, with their URLs resolved for this deployment (same origin, MEDIA_BASE_URL or MEDIA_DIR). */
export const gymApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fitnessVideos: build.query<FitnessVideosResponse, void>({
      query: () => contractQuery('GET /api/fitness/videos'),
    }),
  }),
});

export const { useFitnessVideosQuery } = gymApi;
