import { baseApi, contractQuery } from '@qis/shared';
import type {
  DiaryActivity,
  DiaryCopyRequest,
  DiaryDay,
  DiaryEntry,
  DiaryEntryPatch,
  DiaryRecentFood,
  DiarySettings,
  DiarySummary,
  RouteBody,
} from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** The diary's calls; every write refreshes the days and the weeks. */
export const diaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionDiaryDay: build.query<DiaryDay, { date: string; locale: Locale }>({
      query: ({ date, locale }) =>
        contractQuery('GET /api/diary/days/{date}', { params: { date }, query: { locale } }),
      providesTags: ['Diary'],
    }),
    nutritionDiarySummary: build.query<DiarySummary, { to: string; days: 7 | 28 }>({
      query: ({ to, days }) => contractQuery('GET /api/diary/summary', { query: { to, days: String(days) } }),
      providesTags: ['Diary'],
    }),
    nutritionDiaryRecent: build.query<DiaryRecentFood[], Locale>({
      query: (locale) => contractQuery('GET /api/diary/recent', { query: { locale } }),
      providesTags: ['Diary'],
    }),
    nutritionDiaryActivities: build.query<DiaryActivity[], Locale>({
      query: (locale) => contractQuery('GET /api/diary/activities', { query: { locale } }),
    }),
    nutritionDiaryUpdate: build.mutation<DiaryEntry, { id: string; patch: DiaryEntryPatch; locale: Locale }>({
      query: ({ id, patch, locale }) =>
        contractQuery('PATCH /api/diary/entries/{id}', { params: { id }, body: patch, query: { locale } }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiaryDelete: build.mutation<null, string>({
      query: (id) => contractQuery('DELETE /api/diary/entries/{id}', { params: { id } }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiaryCopy: build.mutation<
      { copied: DiaryEntry[] },
      DiaryCopyRequest & { clientId: string; locale: Locale }
    >({
      query: ({ locale, ...body }) => contractQuery('POST /api/diary/copy', { body, query: { locale } }),
      invalidatesTags: ['Diary'],
    }),
    nutritionDiarySettings: build.query<DiarySettings, void>({
      query: () => contractQuery('GET /api/diary/settings'),
      providesTags: ['Diary'],
    }),
    nutritionDiarySetActivityLevel: build.mutation<DiarySettings, RouteBody<'PUT /api/diary/settings'>>({
      query: (body) => contractQuery('PUT /api/diary/settings', { body }),
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
