import type {
  ContentLocale,
  DayPlan,
  MealPlanAlternativesRequest,
  MealSlot,
  PlanRecipe,
} from '@qis/contract/api';
import type { MealPlanParams } from '../state/mealPlanSlice';

/** A place of the day as the API reads it: "<recipe id>:<portions>". */
const servingParam = (recipe: PlanRecipe) => `${recipe.id}:${recipe.serving.factor}`;

/** The alternatives request for one place of a day, the day sent as the member has it (swaps included). */
export function swapRequest(
  params: MealPlanParams,
  locale: ContentLocale,
  dayIndex: number,
  day: DayPlan,
  slot: MealSlot,
): MealPlanAlternativesRequest {
  return {
    ...params,
    locale,
    day: dayIndex,
    slot,
    breakfast: servingParam(day.breakfast),
    lunch: servingParam(day.lunch),
    dinner: servingParam(day.dinner),
    snacks: servingParam(day.snacks),
    ...(day.secondSnack ? { secondSnack: servingParam(day.secondSnack) } : {}),
  };
}
