import { baseApi } from '@qis/shared';
import type { BonusActivity, FoodListRow, FoodRow, FoodSearchRequest, Recipe, Tip } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** The "Useful" screens' calls; each list and daily text is in the page's locale. */
export const usefulApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionSearchFoods: build.mutation<FoodRow[], FoodSearchRequest>({
      query: (body) => ({ url: '/food-database', method: 'POST', body }),
    }),
    // Random lists: each press of the search button is a new draw, so nothing is cached.
    nutritionLowQis: build.query<FoodListRow[], Locale>({
      query: (locale) => ({ url: '/low-qis', params: { locale } }),
      keepUnusedDataFor: 0,
    }),
    nutritionCholesterolFree: build.query<FoodListRow[], Locale>({
      query: (locale) => ({ url: '/cholesterol-free', params: { locale } }),
      keepUnusedDataFor: 0,
    }),
    nutritionBonus: build.query<BonusActivity[], Locale>({
      query: (locale) => ({ url: '/bonus', params: { locale } }),
    }),
    nutritionTipOfTheDay: build.query<Tip, Locale>({
      query: (locale) => ({ url: '/tip-of-the-day', params: { locale } }),
    }),
    nutritionRecipeOfTheDay: build.query<Recipe, Locale>({
      query: (locale) => ({ url: '/recipe-of-the-day', params: { locale } }),
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
