// Answers shaped like the API's (@qis/contract/api), small enough to read in a test.
import { KCAL_PER_QIS, qisFromKcal } from '@qis/contract';
import type { DayPlan, MealPlanResponse, PlanRecipe, Recipe } from '@qis/contract/api';

export function recipe(name: string, qis: number): Recipe {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    kcal: qis * KCAL_PER_QIS,
    qis,
    people: 2,
    ingredients: `200 g ${name}\n1 pinch of salt`,
    preparation: `Cook the ${name}.\nServe warm.`,
    copyright: '© QIS programme',
  };
}

/** A plan's recipe of `qis` per portion, of which the member eats `factor` portions. */
export function planRecipe(name: string, qis: number, factor = 1): PlanRecipe {
  const base = recipe(name, qis);
  const kcal = base.kcal * factor;
  return {
    ...base,
    serving: {
      factor,
      kcal,
      qis: qisFromKcal(kcal),
      ingredients: [
        {
          text: `200 g ${name}`,
          grams: (200 * factor) / base.people,
          food: { key: `test:${base.id}`, name, category: 'Gemüse' },
        },
        {
          text: '1 pinch of salt',
          grams: (0.5 * factor) / base.people,
          food: { key: 'test:salt', name: 'Salt', category: null },
        },
      ],
    },
  };
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A week of four meals a day, each day's recipes named after the day. */
export function mealPlanResponse(overrides: Partial<MealPlanResponse> = {}): MealPlanResponse {
  const mealPlans: DayPlan[] = DAYS.map((day, index) => {
    const breakfast = planRecipe(`${day} porridge`, 30 + index);
    const lunch = planRecipe(`${day} salad`, 50);
    const dinner = planRecipe(`${day} soup`, 40);
    const snacks = planRecipe(`${day} apple`, 10);
    const totalCalories = breakfast.kcal + lunch.kcal + dinner.kcal + snacks.kcal;
    return { breakfast, lunch, dinner, snacks, totalCalories, totalQis: qisFromKcal(totalCalories) };
  });
  return {
    bmr: 225,
    min: 150,
    max: 180,
    mealPlans,
    combinations: 1234,
    portions: 'whole',
    ...overrides,
  };
}
