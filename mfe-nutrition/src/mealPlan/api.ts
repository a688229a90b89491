import { baseApi, type MealPlanRequest, type MealPlanResponse } from '@qis/shared';

/** GET /api/meal-plan/create: the meal plan, and the daily QIS need the calculator shows. */
export const mealPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionCreateMealPlan: build.query<MealPlanResponse, MealPlanRequest>({
      query: ({ gender, age, activityLevel, weight, locale }) => ({
        url: '/meal-plan/create',
        params: { gender, age, activityLevel, weight, locale },
      }),
      // A plan is generated, not looked up: each request is a fresh one, none worth caching.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyNutritionCreateMealPlanQuery } = mealPlanApi;
