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

/**
 * The member's own foods and recipes (/api/my-foods, /api/my-recipes) and saved meals
 * (/api/diary/meals): the nutrition remote's screens and the diary's add panel share them. A recipe
 * counts its foods as they are now, so a food's change refreshes the recipes too (tag `MyFoods`);
 * adding a meal writes diary entries (tag `Diary`).
 */
export const myFoodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myFoodsList: build.query<MyFood[], void>({
      query: () => ({ url: '/my-foods' }),
      providesTags: ['MyFoods'],
    }),
    myFoodsCreate: build.mutation<MyFood, MyFoodRequest>({
      query: (body) => ({ url: '/my-foods', method: 'POST', body }),
      invalidatesTags: ['MyFoods'],
    }),
    myFoodsUpdate: build.mutation<MyFood, { id: string; patch: MyFoodPatch }>({
      query: ({ id, patch }) => ({ url: `/my-foods/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['MyFoods'],
    }),
    myFoodsDelete: build.mutation<null, string>({
      query: (id) => ({ url: `/my-foods/${id}`, method: 'DELETE' }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesList: build.query<MyRecipe[], Locale>({
      query: (locale) => ({ url: '/my-recipes', params: { locale } }),
      providesTags: ['MyFoods'],
    }),
    myRecipesCreate: build.mutation<MyRecipe, MyRecipeRequest & { pageLocale: Locale }>({
      query: ({ pageLocale, ...body }) => ({
        url: '/my-recipes',
        method: 'POST',
        body,
        params: { locale: pageLocale },
      }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesUpdate: build.mutation<MyRecipe, { id: string; patch: MyRecipePatch; pageLocale: Locale }>({
      query: ({ id, patch, pageLocale }) => ({
        url: `/my-recipes/${id}`,
        method: 'PATCH',
        body: patch,
        params: { locale: pageLocale },
      }),
      invalidatesTags: ['MyFoods'],
    }),
    myRecipesDelete: build.mutation<null, string>({
      query: (id) => ({ url: `/my-recipes/${id}`, method: 'DELETE' }),
      invalidatesTags: ['MyFoods'],
    }),
    diaryMealsList: build.query<DiaryMeal[], void>({
      query: () => ({ url: '/diary/meals' }),
      providesTags: ['Meals'],
    }),
    diaryMealSave: build.mutation<DiaryMeal, DiaryMealRequest>({
      query: (body) => ({ url: '/diary/meals', method: 'POST', body }),
      invalidatesTags: ['Meals'],
    }),
    diaryMealDelete: build.mutation<null, string>({
      query: (id) => ({ url: `/diary/meals/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Meals'],
    }),
    /** Once per clientId: an offline replay with the same id adds nothing more. */
    diaryMealAdd: build.mutation<
      { added: DiaryEntry[] },
      DiaryMealAddRequest & { mealId: string; locale: Locale }
    >({
      query: ({ mealId, locale, ...body }) => ({
        url: `/diary/meals/${mealId}/add`,
        method: 'POST',
        body,
        params: { locale },
      }),
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
