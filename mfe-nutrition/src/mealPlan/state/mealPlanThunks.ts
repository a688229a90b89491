import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ContentLocale, RootState } from '@qis/shared';
import { mealPlanApi } from '../api';
import {
  cleared,
  generationFailed,
  generationStarted,
  generationSucceeded,
  selectMealPlan,
  type MealPlanParams,
} from './mealPlanSlice';
import { storeMealPlan } from './mealPlanStorage';

type MealPlanThunk<Result> = ThunkAction<Result, RootState, unknown, UnknownAction>;

/** The message the error page shows when generation fails. */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate meal plan';

/** Generates the plan for the answers; resolves false when the API failed (the caller goes to /error). */
export function generateMealPlan(
  params: MealPlanParams,
  locale: ContentLocale,
): MealPlanThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(generationStarted({ params, locale }));
    storeMealPlan(selectMealPlan(getState()));
    const request = dispatch(
      mealPlanApi.endpoints.nutritionCreateMealPlan.initiate(
        { ...params, locale },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const result = await request;
    if (result.data) dispatch(generationSucceeded(result.data));
    else dispatch(generationFailed(GENERATION_FAILED_MESSAGE));
    storeMealPlan(selectMealPlan(getState()));
    return result.data !== undefined;
  };
}

/** Back to idle: forgets the plan here and in sessionStorage. */
export function clearMealPlan(): MealPlanThunk<void> {
  return (dispatch, getState) => {
    dispatch(cleared());
    storeMealPlan(selectMealPlan(getState()));
  };
}
