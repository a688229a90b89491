import type { StandaloneLink } from '@qis/shared/standalone';
import { MEAL_PLAN_NS } from './mealPlan/i18n';
import { QIS_NS } from './qis/i18n';
import { USEFUL_NS } from './useful/i18n';

/** Every screen of the remote, for the standalone frame's header and home page. */
export const NUTRITION_LINKS: StandaloneLink[] = [
  { to: '/meal-plan', labelKey: 'create.title', ns: MEAL_PLAN_NS },
  { to: '/meal-plan/results', labelKey: 'results.title', ns: MEAL_PLAN_NS },
  { to: '/qis/what-is-qis', labelKey: 'whatIsQis.title', ns: QIS_NS },
  { to: '/qis/calculator', labelKey: 'calculator.title', ns: QIS_NS },
  { to: '/qis/table', labelKey: 'table.title', ns: QIS_NS },
  { to: '/useful/food-database', labelKey: 'foodDatabase.title', ns: USEFUL_NS },
  { to: '/useful/low-qis', labelKey: 'lowQis.title', ns: USEFUL_NS },
  { to: '/useful/cholesterol-free', labelKey: 'cholesterolFree.title', ns: USEFUL_NS },
  { to: '/useful/bonus', labelKey: 'bonus.title', ns: USEFUL_NS },
  { to: '/useful/tip-of-the-day', labelKey: 'tipOfTheDay.title', ns: USEFUL_NS },
  { to: '/useful/recipe-of-the-day', labelKey: 'recipeOfTheDay.title', ns: USEFUL_NS },
];
