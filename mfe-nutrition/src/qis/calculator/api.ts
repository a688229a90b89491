import { baseApi, contractQuery } from '@qis/shared';
import type { MealPlanRequest, QisCalculation } from '@qis/contract/api';

/** GET /api/qis/calculate: the daily QIS need and range, from the API's one energy module. */
export const calculatorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionCalculateQis: build.query<QisCalculation, Omit<MealPlanRequest, 'locale'>>({
      query: ({ gender, age, activityLevel, weight }) =>
        contractQuery('GET /api/qis/calculate', { query: { gender, age, activityLevel, weight } }),
    }),
  }),
});

export const { useLazyNutritionCalculateQisQuery } = calculatorApi;
