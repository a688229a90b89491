import { baseApi, contractQuery } from '@qis/shared';
import type { DiarySearchResult } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/**
 * The diary's food search (GET /api/diary/foods): the member's own foods and recipes first
 * (`source: 'mine'`), then the catalogue. The diary's add panel and the recipe form find foods through
 * this one query, so an ingredient is found exactly as a food is found to log it.
 */
export const foodSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionDiaryFoods: build.query<DiarySearchResult[], { q: string; locale: Locale }>({
      query: ({ q, locale }) => contractQuery('GET /api/diary/foods', { query: { q, locale } }),
    }),
  }),
});

export const { useNutritionDiaryFoodsQuery } = foodSearchApi;

/** One of the member's own results (a food from a label, or a recipe). */
export type OwnResult = Exclude<DiarySearchResult, { source: 'catalogue' }>;
export type CatalogueResult = Extract<DiarySearchResult, { kind: 'food' }>;

export const isOwn = (result: DiarySearchResult): result is OwnResult => result.source === 'mine';
export const isCatalogueFood = (result: DiarySearchResult): result is CatalogueResult => 'foodId' in result;
