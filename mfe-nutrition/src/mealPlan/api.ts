import { baseApi, contractQuery } from '@qis/shared';
import type {
  MealPlanAlternativesRequest,
  MealPlanAlternativesResponse,
  MealPlanRequest,
  MealPlanResponse,
} from '@qis/contract/api';

/** GET /api/meal-plan/create: the meal plan, and the daily QIS need the calculator shows. */
export const mealPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionCreateMealPlan: build.query<MealPlanResponse, MealPlanRequest>({
      query: ({ gender, age, activityLevel, weight, locale }) =>
        contractQuery('GET /api/meal-plan/create', { query: { gender, age, activityLevel, weight, locale } }),
      // A plan is generated, not looked up: each request is a fresh one, none worth caching.
      keepUnusedDataFor: 0,
    }),
    /** GET /api/meal-plan/alternatives: the recipes that can replace one meal and keep the day in range. */
    nutritionMealPlanAlternatives: build.query<MealPlanAlternativesResponse, MealPlanAlternativesRequest>({
      query: (query) => contractQuery('GET /api/meal-plan/alternatives', { query }),
      // The day changes with every swap: always ask for the day as it is now.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyNutritionCreateMealPlanQuery, useNutritionMealPlanAlternativesQuery } = mealPlanApi;
