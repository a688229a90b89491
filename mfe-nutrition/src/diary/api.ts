import { baseApi } from '@qis/shared';
import type {
  DiaryActivity,
  DiaryCopyRequest,
  DiaryDay,
  DiaryEntry,
  DiaryEntryPatch,
  DiaryRecentFood,
  DiarySettings,
  DiarySummary,
} from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** The diary's calls; every write refreshes the days and the weeks. */
export const diaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionDiaryDay: build.query<DiaryDay, { date: string; locale: Locale }>({
      query: ({ date, locale }) => ({ url: `/diary/days/${date}`, params: { locale } }),
      providesTags: ['Diary'],
    }),
    nutritionDiarySummary: build.query<DiarySummary, { to: string; days: 7 | 28 }>({
      query: ({ to, days }) => ({ url: '/diary/summary', params: { to, days: String(days) } }),
      providesTags: ['Diary'],
    }),
    nutritionDiaryRecent: build.query<DiaryRecentFood[], Locale>({
      query: (locale) => ({ url: '/diary/recent', params: { locale } }),
      providesTags: ['Diary'],
    }),
    nutritionDiaryActivities: build.query<DiaryActivity[], Locale>({
      query: (locale) => ({ url: '/diary/activities', params: { locale } }),
    }),
    nutritionDiaryUpdate: build.mutation<DiaryEntry, { id: string; patch: DiaryEntryPatch; locale: Locale }>({
      query: ({ id, patch, locale }) => ({
        url: `/diary/entries/${id}`,
        method: 'PATCH',
        body: patch,
        params: { locale },
      }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiaryDelete: build.mutation<null, string>({
      query: (id) => ({ url: `/diary/entries/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiaryCopy: build.mutation<
      { copied: DiaryEntry[] },
      DiaryCopyRequest & { clientId: string; locale: Locale }
    >({
      query: ({ locale, ...body }) => ({ url: '/diary/copy', method: 'POST', body, params: { locale } }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiarySettings: build.query<DiarySettings, void>({
      query: () => ({ url: '/diary/settings' }),
      providesTags: ['Diary'],
    }),
    nutritionDiarySetActivityLevel: build.mutation<DiarySettings, DiarySettings>({
      query: (body) => ({ url: '/diary/settings', method: 'PUT', body }),
      invalidatesTags: ['Diary'],
    }),
  }),
});

export const {
  useNutritionDiaryDayQuery,
  useNutritionDiarySummaryQuery,
  useNutritionDiaryRecentQuery,
  useNutritionDiaryActivitiesQuery,
  useNutritionDiaryUpdateMutation,
  useNutritionDiaryDeleteMutation,
  useNutritionDiaryCopyMutation,
  useNutritionDiarySetActivityLevelMutation,
} = diaryApi;
