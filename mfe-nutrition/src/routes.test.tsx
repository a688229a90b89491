import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createAppStore,
  i18n,
  initI18n,
  SUPPORTED_LOCALES,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
} from '@qis/shared';
import NutritionRoutes from './routes';
import { NUTRITION_LINKS } from './links';
import { installFakeApi, type FakeApi } from './test/fakeApi';

initI18n('en');

// Screens that load on open ask the API; here it answers 404, which these tests do not look at.
let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
});
afterEach(() => api.restore());

function LocationProbe() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Mounts the remote the way the shell does: under each locale base and at the root; /home is the shell's. */
function renderAt(path: string) {
  const remote = <NutritionRoutes />;
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {SUPPORTED_LOCALES.map((locale) => (
            <Route key={locale} path={`${locale}/*`} element={remote} />
          ))}
          {SUPPORTED_LOCALES.map((locale) => (
            <Route key={locale} path={`${locale}/home`} element={<h1>Shell home</h1>} />
          ))}
          <Route path="home" element={<h1>Shell home</h1>} />
          <Route path="*" element={remote} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

describe('mfe-nutrition routes', () => {
  it.each([
    ['/meal-plan', 'Your individual weekly diet plan'],
    ['/meal-plan/results?weight=80&age=40&gender=female&activityLevel=sitting', 'Your weekly meal plan'],
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
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
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
    await i18n.changeLanguage('fr');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('sends the results without their query back to the questionnaire', async () => {
    renderAt('/fr/meal-plan/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your individual weekly diet plan' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/meal-plan');
  });

  it.each([
    ['/unknown', '/home'],
    ['/fr/meal-plan/nothing-here', '/fr/home'],
  ])('sends the unknown path %s to %s', async (path, target) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Shell home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  it('links every route in the standalone frame, with a translated label', () => {
    expect(NUTRITION_LINKS.map((link) => link.to)).toEqual([
      '/meal-plan',
      '/meal-plan/results',
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
