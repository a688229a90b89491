import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { httpStatusOf, type RootState } from '@qis/shared';
import type { ContentLocale } from '@qis/contract/api';
import { mealPlanApi } from '../api';
import {
  cleared,
  generationFailed,
  generationStarted,
  generationSucceeded,
  mealSwapped,
  rangeUnreachable,
  selectMealPlan,
  type MealPlanParams,
} from './mealPlanSlice';
import { storeMealPlan } from './mealPlanStorage';

type MealPlanThunk<Result> = ThunkAction<Result, RootState, unknown, UnknownAction>;

/** The message the error page shows when generation fails. */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate meal plan';

/** The API's answer when no plan of the recipes reaches the range: `{ error, message, details: { min, max } }`. */
function unreachableRange(error: unknown): { min: number; max: number } | null {
  if (httpStatusOf(error) !== 422) return null;
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  if (typeof data !== 'object' || data === null || !('error' in data) || data.error !== 'range-unreachable') {
    return null;
  }
  const details = 'details' in data ? data.details : null;
  if (typeof details !== 'object' || details === null || !('min' in details) || !('max' in details))
    return null;
  const { min, max } = details;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/**
 * Generates the plan for the answers. Resolves 'failed' when the API failed (the caller goes to
 * /error) and 'unreachable' when no plan reaches the member's range (the results page explains).
 */
export function generateMealPlan(
  params: MealPlanParams,
  locale: ContentLocale,
): MealPlanThunk<Promise<'ok' | 'unreachable' | 'failed'>> {
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
    const unreachable = result.data ? null : unreachableRange(result.error);
    // Unique enough to tell this member's plans apart in their own browser storage.
    const planId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    if (result.data) dispatch(generationSucceeded({ ...result.data, planId }));
    else if (unreachable) dispatch(rangeUnreachable(unreachable));
    else dispatch(generationFailed(GENERATION_FAILED_MESSAGE));
    storeMealPlan(selectMealPlan(getState()));
    return result.data ? 'ok' : unreachable ? 'unreachable' : 'failed';
  };
}

/** Back to idle: forgets the plan here and in sessionStorage. */
export function clearMealPlan(): MealPlanThunk<void> {
  return (dispatch, getState) => {
    dispatch(cleared());
    storeMealPlan(selectMealPlan(getState()));
  };
}

/** Puts an offered recipe in a day's place and keeps the swapped plan for a reload, like the plan itself. */
export function swapMeal(swap: Parameters<typeof mealSwapped>[0]): MealPlanThunk<void> {
  return (dispatch, getState) => {
    dispatch(mealSwapped(swap));
    storeMealPlan(selectMealPlan(getState()));
  };
}
