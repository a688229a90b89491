import type { ReactElement } from 'react';
import type { MealPlanResponse } from '@qis/contract/api';
import { installFakeApi, mealPlanResponse, renderWithPortal, type RouteMap } from '@qis/shared/testing';

/** The questionnaire's answers a plan page is opened with: a woman of 35, 80 kg, who sits at work. */
export const PLAN_QUERY = 'weight=80&age=35&gender=female&activityLevel=sitting';

/** A page of the week's plan (results or shopping list) in French, as the questionnaire opens it. */
export const renderPlanPage = (
  page: ReactElement,
  path: 'results' | 'shopping-list',
  { signIn = true }: { signIn?: boolean } = {},
) => renderWithPortal(page, { path: `/fr/meal-plan/${path}?${PLAN_QUERY}`, signIn });

/** The API answering the week's plan (scaled portions unless `plan` says otherwise), and `routes`. */
export const installPlanApi = ({
  plan = mealPlanResponse({ portions: 'scaled' }),
  routes = {},
}: { plan?: MealPlanResponse; routes?: RouteMap } = {}) =>
  installFakeApi({ 'GET /api/meal-plan/create': () => plan, ...routes });
