import { baseApi, contractQuery } from '@qis/shared';
import type { QisTableRow } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** GET /api/qis-table/foods: the foods of one category with their amount and QIS. */
export const qisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nutritionQisTableFoods: build.query<QisTableRow[], { category: string; locale: Locale }>({
      query: ({ category, locale }) =>
        contractQuery('GET /api/qis-table/foods', { query: { category, locale } }),
    }),
  }),
});

export const { useLazyNutritionQisTableFoodsQuery } = qisApi;
