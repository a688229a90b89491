import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { i18n, SUPPORTED_LOCALES } from '@qis/shared';
import {
  currentLocation,
  type FakeApi,
  installFakeApi,
  renderRemoteRoutes,
  SHELL_HOME_HEADING,
} from '@qis/shared/testing';
import NutritionRoutes from './routes';
import { NUTRITION_LINKS } from './links';

/** Mounts the remote the way the shell does, in the locale of the path. */
const renderAt = (path: string) => renderRemoteRoutes(NutritionRoutes, { path });

// Screens that load on open ask the API; here it answers 404, which these tests do not look at.
let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
});
afterEach(() => api.restore());

describe('mfe-nutrition routes', () => {
  it.each([
    ['/meal-plan', 'Your individual weekly diet plan'],
    ['/meal-plan/results?weight=80&age=40&gender=female&activityLevel=sitting', 'Your weekly meal plan'],
    ['/my-foods', 'My foods and recipes'],
    ['/qis/what-is-qis', 'What is QIS?'],
    ['/qis/calculator', 'QIS calculator'],
    ['/qis/table', 'QIS table'],
    ['/useful/food-database', 'Food database'],
    ['/useful/low-qis', 'Low-QIS foods'],
    ['/useful/cholesterol-free', 'Cholesterol-free foods'],
    ['/useful/bonus', 'Bonus points'],
    ['/useful/tip-of-the-day', 'Tip of the day'],
    ['/useful/recipe-of-the-day', 'Recipe of the day'],
  ])('%s shows its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/fr/meal-plan', 'Votre plan alimentaire hebdomadaire individuel'],
    [
      '/fr/meal-plan/results?weight=80&age=40&gender=female&activityLevel=sitting',
      'Votre plan de repas hebdomadaire',
    ],
    ['/fr/qis/what-is-qis', "Qu'est-ce que le QIS ?"],
    ['/fr/qis/calculator', 'Calculateur de QIS'],
    ['/fr/qis/table', 'Tableau des QIS'],
    ['/fr/useful/food-database', 'Base de données des aliments'],
    ['/fr/useful/low-qis', 'Aliments à faible QIS'],
    ['/fr/useful/cholesterol-free', 'Aliments sans cholestérol'],
    ['/fr/useful/bonus', 'Points bonus'],
    ['/fr/useful/tip-of-the-day', 'Conseil du jour'],
    ['/fr/useful/recipe-of-the-day', 'Recette du jour'],
  ])('%s shows its French title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends the results without their query back to the questionnaire', async () => {
    renderAt('/fr/meal-plan/results');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Votre plan alimentaire hebdomadaire individuel',
      }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/fr/meal-plan');
  });

  it.each([
    ['/unknown', '/home'],
    ['/fr/meal-plan/nothing-here', '/fr/home'],
  ])('sends the unknown path %s to %s', async (path, target) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: SHELL_HOME_HEADING })).toBeInTheDocument();
    expect(currentLocation()).toBe(target);
  });

  it('links every route in the standalone frame, with a translated label', () => {
    expect(NUTRITION_LINKS.map((link) => link.to)).toEqual([
      '/meal-plan',
      '/diary',
      '/my-foods',
      '/meal-plan/results',
      '/meal-plan/shopping-list',
      '/qis/what-is-qis',
      '/qis/calculator',
      '/qis/table',
      '/useful/food-database',
      '/useful/low-qis',
      '/useful/cholesterol-free',
      '/useful/bonus',
      '/useful/tip-of-the-day',
      '/useful/recipe-of-the-day',
    ]);
    for (const link of NUTRITION_LINKS) {
      for (const locale of SUPPORTED_LOCALES) {
        expect(i18n.exists(link.labelKey, { ns: link.ns, lng: locale })).toBe(true);
      }
    }
  });
});
