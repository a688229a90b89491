import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocalizedPath, Navigate, Route, Routes } from '@qis/shared';
// Registered eagerly: the shell's menu and the standalone frame name these screens before they load.
import './common/i18n';
import './common/questionnaire/i18n';
import './mealPlan/i18n';
import './qis/i18n';
import './useful/i18n';

// Each screen is its own chunk, downloaded when its route first opens.
const MealPlanPage = lazy(() => import('./mealPlan/MealPlanPage'));
const MealPlanResultsPage = lazy(() => import('./mealPlan/MealPlanResultsPage'));
const WhatIsQisPage = lazy(() => import('./qis/whatIsQis/WhatIsQisPage'));
const QisCalculatorPage = lazy(() => import('./qis/calculator/QisCalculatorPage'));
const QisTablePage = lazy(() => import('./qis/table/QisTablePage'));
const FoodDatabasePage = lazy(() => import('./useful/foodDatabase/FoodDatabasePage'));
const LowQisPage = lazy(() => import('./useful/foodLists/LowQisPage'));
const CholesterolFreePage = lazy(() => import('./useful/foodLists/CholesterolFreePage'));
const BonusPage = lazy(() => import('./useful/bonus/BonusPage'));
const TipOfTheDayPage = lazy(() => import('./useful/ofTheDay/TipOfTheDayPage'));
const RecipeOfTheDayPage = lazy(() => import('./useful/ofTheDay/RecipeOfTheDayPage'));

/** The nutrition remote's routes, relative to the locale base the shell (or the standalone frame) mounts them under. */
export default function NutritionRoutes() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        <Route path="meal-plan" element={<MealPlanPage />} />
        <Route path="meal-plan/results" element={<MealPlanResultsPage />} />
        <Route path="qis/what-is-qis" element={<WhatIsQisPage />} />
        <Route path="qis/calculator" element={<QisCalculatorPage />} />
        <Route path="qis/table" element={<QisTablePage />} />
        <Route path="useful/food-database" element={<FoodDatabasePage />} />
        <Route path="useful/low-qis" element={<LowQisPage />} />
        <Route path="useful/cholesterol-free" element={<CholesterolFreePage />} />
        <Route path="useful/bonus" element={<BonusPage />} />
        <Route path="useful/tip-of-the-day" element={<TipOfTheDayPage />} />
        <Route path="useful/recipe-of-the-day" element={<RecipeOfTheDayPage />} />
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    </Suspense>
  );
}
