import { baseApi, contractQuery } from '@qis/shared';
import type { BonusActivity, FoodListRow, FoodRow, FoodSearchRequest, Recipe, Tip } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** The "Useful" screens' calls; each list and daily text is in the page's locale. */
export const usefulApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionSearchFoods: build.mutation<FoodRow[], FoodSearchRequest>({
      query: (body) => contractQuery('POST /api/food-database', { body }),
    }),
    // Random lists: each press of the search button is a new draw, so nothing is cached.
    nutritionLowQis: build.query<FoodListRow[], Locale>({
      query: (locale) => contractQuery('GET /api/low-qis', { query: { locale } }),
      keepUnusedDataFor: 0,
    }),
    nutritionCholesterolFree: build.query<FoodListRow[], Locale>({
      query: (locale) => contractQuery('GET /api/cholesterol-free', { query: { locale } }),
      keepUnusedDataFor: 0,
    }),
    nutritionBonus: build.query<BonusActivity[], Locale>({
      query: (locale) => contractQuery('GET /api/bonus', { query: { locale } }),
    }),
    nutritionTipOfTheDay: build.query<Tip, Locale>({
      query: (locale) => contractQuery('GET /api/tip-of-the-day', { query: { locale } }),
    }),
    nutritionRecipeOfTheDay: build.query<Recipe, Locale>({
      query: (locale) => contractQuery('GET /api/recipe-of-the-day', { query: { locale } }),
    }),
  }),
});

export const {
  useNutritionSearchFoodsMutation,
  useLazyNutritionLowQisQuery,
  useLazyNutritionCholesterolFreeQuery,
  useNutritionBonusQuery,
  useNutritionTipOfTheDayQuery,
  useNutritionRecipeOfTheDayQuery,
} = usefulApi;
