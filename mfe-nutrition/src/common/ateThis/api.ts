import { baseApi, type DiaryEntry, type DiaryEntryRequest } from '@qis/shared';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Diary'] });

/** Writing to the diary: the diary screen and "I ate this" on recipes share this one endpoint. */
export const diaryWriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    nutritionDiaryAdd: build.mutation<{ entry: DiaryEntry; created: boolean }, DiaryEntryRequest>({
      query: (body) => ({ url: '/diary/entries', method: 'POST', body }),
      invalidatesTags: ['Diary'],
    }),
  }),
});

export const { useNutritionDiaryAddMutation } = diaryWriteApi;
