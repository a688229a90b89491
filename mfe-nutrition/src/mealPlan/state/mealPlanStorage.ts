import type { DayPlan } from '@qis/contract/api';
import type { MealPlanState } from './mealPlanSlice';

/** sessionStorage: the plan survives a reload of the tab but not the end of the browsing session. */
export const MEAL_PLAN_STORAGE_KEY = 'nutrition.mealPlan';

/** The stored plan, or null when there is none or it is unreadable. */
export function readStoredMealPlan(): MealPlanState | null {
  try {
    const text = sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as MealPlanState;
    if (!stored.params || !Array.isArray(stored.mealPlans)) return null;
    // A plan kept from before portions were served carries no factors: ask for a new one.
    if (!stored.portions || !stored.mealPlans.every(hasServings)) return null;
    // A reload interrupts any request: never come back stuck in loading.
    return { ...stored, loading: false };
  } catch {
    return null;
  }
}

const hasServings = (day: DayPlan) =>
  [day.breakfast, day.lunch, day.dinner, day.snacks, ...(day.secondSnack ? [day.secondSnack] : [])].every(
    (recipe) => typeof recipe?.serving?.factor === 'number',
  );

/** Keeps a finished plan; anything else (idle, loading, failed) leaves nothing behind. */
export function storeMealPlan(state: MealPlanState): void {
  try {
    if (state.params && state.mealPlans.length > 0 && !state.loading && !state.error) {
      sessionStorage.setItem(MEAL_PLAN_STORAGE_KEY, JSON.stringify(state));
    } else {
      sessionStorage.removeItem(MEAL_PLAN_STORAGE_KEY);
    }
  } catch {
    // Storage full or disabled: the plan simply does not survive a reload.
  }
}
