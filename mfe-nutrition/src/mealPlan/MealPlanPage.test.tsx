import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, Route } from '@qis/shared';
import {
  currentLocation,
  type FakeApi,
  installFakeApi,
  mealPlanResponse,
  renderWithPortal,
} from '@qis/shared/testing';
import { generateMealPlan } from './state/mealPlanThunks';
import MealPlanPage from './MealPlanPage';

const resultsRoute = <Route path="/:locale/meal-plan/results" element={<h1>Results</h1>} />;

describe('MealPlanPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    api = installFakeApi({ 'GET /api/meal-plan/create': () => mealPlanResponse() });
  });
  afterEach(() => api.restore());

  it('shows the title, the subtitle and the questionnaire with "Soumettre"', async () => {
    renderWithPortal(<MealPlanPage />, { path: '/fr/meal-plan' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre plan alimentaire hebdomadaire individuel' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/besoin énergétique quotidien/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeInTheDocument();
  });

  it('goes to the results with the answers as query parameters, keeping the locale', async () => {
    const user = userEvent.setup();
    renderWithPortal(<MealPlanPage />, { path: '/de/meal-plan', extraRoutes: resultsRoute });
    await user.type(screen.getByLabelText('Gewicht'), '80');
    await user.type(screen.getByLabelText('Alter'), '40');
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await user.click(screen.getByRole('radio', { name: 'Sehr inaktiv' }));
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(currentLocation()).toBe(
      '/de/meal-plan/results?weight=80&age=40&gender=female&activityLevel=very-inactive',
    );
  });

  it('stays on the form when the answers are invalid', async () => {
    const user = userEvent.setup();
    renderWithPortal(<MealPlanPage />, { path: '/fr/meal-plan', extraRoutes: resultsRoute });
    await user.click(screen.getByRole('button', { name: 'Soumettre' }));
    expect(currentLocation()).toBe('/fr/meal-plan');
  });

  it('opens the results of a stored plan straight away, with its parameters', async () => {
    const store = createAppStore();
    await store.dispatch(
      generateMealPlan({ weight: 65, age: 33, gender: 'male', activityLevel: 'sitting' }, 'fr'),
    );
    renderWithPortal(<MealPlanPage />, { path: '/fr/meal-plan', extraRoutes: resultsRoute, store });
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(currentLocation()).toBe(
      '/fr/meal-plan/results?weight=65&age=33&gender=male&activityLevel=sitting',
    );
  });
});
