import { lazy, type ComponentType } from 'react';
import { TableRoutes, type ScreenOf } from '@qis/shared';
import { NUTRITION_ROUTES } from './routeTable';
// Registered eagerly: the standalone frame names these screens before they load.
import './common/i18n';
import './common/questionnaire/i18n';
import './diary/i18n';
import './mealPlan/i18n';
import './myFoods/i18n';
import './qis/i18n';
import './useful/i18n';

/** The screen of each row of the route table; each is its own chunk, downloaded when its route first opens. */
export const NUTRITION_SCREENS = {
  mealPlan: lazy(() => import('./mealPlan/MealPlanPage')),
  diary: lazy(() => import('./diary/DiaryPage')),
  myFoods: lazy(() => import('./myFoods/MyFoodsPage')),
  mealPlanResults: lazy(() => import('./mealPlan/MealPlanResultsPage')),
  shoppingList: lazy(() => import('./mealPlan/shoppingList/ShoppingListPage')),
  whatIsQis: lazy(() => import('./qis/whatIsQis/WhatIsQisPage')),
  qisCalculator: lazy(() => import('./qis/calculator/QisCalculatorPage')),
  qisTable: lazy(() => import('./qis/table/QisTablePage')),
  foodDatabase: lazy(() => import('./useful/foodDatabase/FoodDatabasePage')),
  lowQis: lazy(() => import('./useful/foodLists/LowQisPage')),
  cholesterolFree: lazy(() => import('./useful/foodLists/CholesterolFreePage')),
  bonus: lazy(() => import('./useful/bonus/BonusPage')),
  tipOfTheDay: lazy(() => import('./useful/ofTheDay/TipOfTheDayPage')),
  recipeOfTheDay: lazy(() => import('./useful/ofTheDay/RecipeOfTheDayPage')),
} satisfies Record<ScreenOf<typeof NUTRITION_ROUTES>, ComponentType>;

/** The nutrition remote's routes (what it exposes as `./routes`), from its route table. */
export default function NutritionRoutes() {
  return <TableRoutes table={NUTRITION_ROUTES} screens={NUTRITION_SCREENS} />;
}
