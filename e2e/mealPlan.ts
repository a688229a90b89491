import type { DayPlan, PlanRecipe } from '@qis/contract/api';

/** The recipes a plan's day serves, in the day's order (the second snack only when it has one). */
export const servedOf = (day: DayPlan): PlanRecipe[] => [
  day.breakfast,
  day.lunch,
  day.dinner,
  day.snacks,
  ...(day.secondSnack ? [day.secondSnack] : []),
];
