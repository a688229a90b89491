// Answers shaped like the API's (shared/src/api/types.ts), small enough to read in a test.
import type { DayPlan, MealPlanResponse, Recipe } from '../api/types';

export function recipe(name: string, qis: number): Recipe {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    kcal: qis * 12,
    qis,
    people: 2,
    ingredients: `200 g ${name}\n1 pinch of salt`,
    preparation: `Cook the ${name}.\nServe warm.`,
    copyright: '© QIS programme',
  };
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A week of four meals a day, each day's recipes named after the day. */
export function mealPlanResponse(overrides: Partial<MealPlanResponse> = {}): MealPlanResponse {
  const mealPlans: DayPlan[] = DAYS.map((day, index) => {
    const breakfast = recipe(`${day} porridge`, 30 + index);
    const lunch = recipe(`${day} salad`, 50);
    const dinner = recipe(`${day} soup`, 40);
    const snacks = recipe(`${day} apple`, 10);
    return {
      breakfast,
      lunch,
      dinner,
      snacks,
      totalCalories: breakfast.kcal + lunch.kcal + dinner.kcal + snacks.kcal,
    };
  });
  return { bmr: 225, min: 150, max: 180, mealPlans, combinations: 1234, ...overrides };
}
