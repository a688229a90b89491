import { baseApi } from './baseApi';
import { contractQuery } from './contractQuery';
import type { DiaryEntry, DiaryEntryRequest } from '@qis/contract/api';

/**
 * Writing one entry to the diary (POST /api/diary/entries): the diary screen, "I ate this" on a recipe
 * (nutrition) and on a magic menu (coaching) all write through this one endpoint, so a write from any
 * remote refreshes the diary's days and weeks (tag `Diary`).
 */
export const diaryWriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    diaryAdd: build.mutation<{ entry: DiaryEntry; created: boolean }, DiaryEntryRequest>({
      query: (body) => contractQuery('POST /api/diary/entries', { body }),
      invalidatesTags: ['Diary'],
    }),
  }),
});

export const { useDiaryAddMutation } = diaryWriteApi;
