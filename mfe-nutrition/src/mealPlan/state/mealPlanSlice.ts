import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@qis/shared';
import type {
  ContentLocale,
  DayPlan,
  MealSlot,
  PlanRecipe,
  MealPlanResponse,
  PlanPortions,
} from '@qis/contract/api';
import type { QuestionnaireValues } from '../../common/questionnaire/questionnaireForm';
import { readStoredMealPlan } from './mealPlanStorage';

export type MealPlanParams = QuestionnaireValues;

/** The plan's life: idle → loading (params kept, error cleared) → success (the plan) or failure (the error). */
export interface MealPlanState {
  params: MealPlanParams | null;
  /** The language of the recipes: a plan asked for in another language is asked for again. */
  locale: ContentLocale | null;
  loading: boolean;
  error: string | null;
  bmr: number | null;
  min: number | null;
  max: number | null;
  mealPlans: DayPlan[];
  combinations: number | null;
  rangeNote: string | null;
  /** How the plan serves its recipes (whole, scaled, with a second snack). */
  portions: PlanPortions | null;
  /** Names this plan in browser storage (the shopping list's ticks); a new plan gets a new one. */
  planId: string | null;
  /** No plan of the recipes reaches the member's range (the API's 422 range-unreachable): the range in QIS. */
  unreachable: { min: number; max: number } | null;
}

export const emptyMealPlanState: MealPlanState = {
  params: null,
  locale: null,
  loading: false,
  error: null,
  bmr: null,
  min: null,
  max: null,
  mealPlans: [],
  combinations: null,
  rangeNote: null,
  portions: null,
  planId: null,
  unreachable: null,
};

export const mealPlanSlice = createSlice({
  name: 'nutritionMealPlan',
  // Read lazily: a store created after a reload starts from the plan kept in sessionStorage.
  initialState: (): MealPlanState => readStoredMealPlan() ?? emptyMealPlanState,
  reducers: {
    // The previous plan goes too: it belongs to other answers and must never pass for this one's.
    generationStarted: (
      _state,
      action: PayloadAction<{ params: MealPlanParams; locale: ContentLocale }>,
    ) => ({
      ...emptyMealPlanState,
      params: action.payload.params,
      locale: action.payload.locale,
      loading: true,
    }),
    generationSucceeded(state, action: PayloadAction<MealPlanResponse & { planId: string }>) {
      const { bmr, min, max, mealPlans, combinations, rangeNote, portions, planId } = action.payload;
      Object.assign(state, {
        bmr,
        min,
        max,
        mealPlans,
        combinations,
        rangeNote: rangeNote ?? null,
        portions,
        planId,
      });
      state.loading = false;
    },
    // Not a failure of the service: the answer for this member, which the results page explains.
    rangeUnreachable(state, action: PayloadAction<{ min: number; max: number }>) {
      state.unreachable = action.payload;
      state.loading = false;
    },
    generationFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loading = false;
    },
    /** A recipe of one day replaced by one the API offered, with the day's new totals. */
    mealSwapped(
      state,
      action: PayloadAction<{
        day: number;
        slot: MealSlot;
        recipe: PlanRecipe;
        totalCalories: number;
        totalQis: number;
      }>,
    ) {
      const { day, slot, recipe, totalCalories, totalQis } = action.payload;
      const plan = state.mealPlans[day];
      if (!plan || (slot === 'secondSnack' && !plan.secondSnack)) return;
      plan[slot] = recipe;
      plan.totalCalories = totalCalories;
      plan.totalQis = totalQis;
    },
    cleared: () => emptyMealPlanState,
  },
  selectors: {
    selectMealPlan: (state) => state,
    selectHasMealPlan: (state) =>
      state.params !== null && state.mealPlans.length > 0 && !state.loading && state.error === null,
  },
});

export const {
  generationStarted,
  generationSucceeded,
  generationFailed,
  rangeUnreachable,
  mealSwapped,
  cleared,
} = mealPlanSlice.actions;

declare module '@qis/shared' {
  interface LazyLoadedSlices {
    nutritionMealPlan: MealPlanState;
  }
}

// Injected (rootReducer.inject under the hood) when the remote's meal-plan code loads, so the shell's
// store needs no knowledge of it; the injected selectors answer the initial state before the first action.
const injected = mealPlanSlice.injectInto(rootReducer);
export const { selectMealPlan, selectHasMealPlan } = injected.selectors;
