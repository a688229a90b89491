import type { Locale } from '@qis/contract';
import type {
  DiaryEntry,
  DiaryMeal,
  DiaryMealAddRequest,
  DiaryMealRequest,
  MyFood,
  MyFoodPatch,
  MyFoodRequest,
  MyRecipe,
  MyRecipePatch,
  MyRecipeRequest,
} from '@qis/contract/api';
import { baseApi } from './baseApi';
import { contractQuery } from './contractQuery';

/**
 * The member's own foods and recipes (/api/my-foods, /api/my-recipes) and saved meals
 * (/api/diary/meals): the nutrition remote's screens and the diary's add panel share them. A recipe
 * counts its foods as they are now, so a food's change refreshes the recipes too (tag `MyFoods`);
 * adding a meal writes diary entries (tag `Diary`).
 */
export const myFoodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myFoodsList: build.query<MyFood[], void>({
      query: () => contractQuery('GET /api/my-foods'),
      providesTags: ['MyFoods'],
    }),
    myFoodsCreate: build.mutation<MyFood, MyFoodRequest>({
      query: (body) => contractQuery('POST /api/my-foods', { body }),
      invalidatesTags: ['MyFoods'],
    }),
    myFoodsUpdate: build.mutation<MyFood, { id: string; patch: MyFoodPatch }>({
      query: ({ id, patch }) => contractQuery('PATCH /api/my-foods/{id}', { params: { id }, body: patch }),
      invalidatesTags: ['MyFoods'],
    }),
    myFoodsDelete: build.mutation<null, string>({
      query: (id) => contractQuery('DELETE /api/my-foods/{id}', { params: { id } }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesList: build.query<MyRecipe[], Locale>({
      query: (locale) => contractQuery('GET /api/my-recipes', { query: { locale } }),
      providesTags: ['MyFoods'],
    }),
    myRecipesCreate: build.mutation<MyRecipe, MyRecipeRequest & { pageLocale: Locale }>({
      query: ({ pageLocale, ...body }) =>
        contractQuery('POST /api/my-recipes', { body, query: { locale: pageLocale } }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesUpdate: build.mutation<MyRecipe, { id: string; patch: MyRecipePatch; pageLocale: Locale }>({
      query: ({ id, patch, pageLocale }) =>
        contractQuery('PATCH /api/my-recipes/{id}', {
          params: { id },
          body: patch,
          query: { locale: pageLocale },
        }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesDelete: build.mutation<null, string>({
      query: (id) => contractQuery('DELETE /api/my-recipes/{id}', { params: { id } }),
      invalidatesTags: ['MyFoods'],
    }),
    diaryMealsList: build.query<DiaryMeal[], void>({
      query: () => contractQuery('GET /api/diary/meals'),
      providesTags: ['Meals'],
    }),
    diaryMealSave: build.mutation<DiaryMeal, DiaryMealRequest>({
      query: (body) => contractQuery('POST /api/diary/meals', { body }),
      invalidatesTags: ['Meals'],
    }),
    diaryMealDelete: build.mutation<null, string>({
      query: (id) => contractQuery('DELETE /api/diary/meals/{id}', { params: { id } }),
      invalidatesTags: ['Meals'],
    }),
    /** Once per clientId: an offline replay with the same id adds nothing more. */
    diaryMealAdd: build.mutation<
      { added: DiaryEntry[] },
      DiaryMealAddRequest & { mealId: string; locale: Locale }
    >({
      query: ({ mealId, locale, ...body }) =>
        contractQuery('POST /api/diary/meals/{id}/add', { params: { id: mealId }, body, query: { locale } }),
      invalidatesTags: ['Diary'],
    }),
  }),
});

export const {
  useMyFoodsListQuery,
  useMyFoodsCreateMutation,
  useMyFoodsUpdateMutation,
  useMyFoodsDeleteMutation,
  useMyRecipesListQuery,
  useMyRecipesCreateMutation,
  useMyRecipesUpdateMutation,
  useMyRecipesDeleteMutation,
  useDiaryMealsListQuery,
  useDiaryMealSaveMutation,
  useDiaryMealDeleteMutation,
  useDiaryMealAddMutation,
} = myFoodsApi;
