import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@qis/shared';
import {
  currentLocation,
  type FakeApi,
  installFakeApi,
  jsonResponse,
  mealPlanResponse,
  planRecipe,
  renderWithPortal,
} from '@qis/shared/testing';
import { MEAL_PLAN_STORAGE_KEY } from './state/mealPlanStorage';
import MealPlanResultsPage from './MealPlanResultsPage';

const QUERY = 'weight=80&age=40&gender=female&activityLevel=high-work';
const extraRoutes = (
  <>
    <Route path="/:locale/meal-plan" element={<h1>Questionnaire</h1>} />
    <Route path="/:locale/error" element={<h1>Error page</h1>} />
  </>
);

const renderResults = (path = `/fr/meal-plan/results?${QUERY}`) =>
  renderWithPortal(<MealPlanResultsPage />, { path, extraRoutes });

describe('MealPlanResultsPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    api = installFakeApi({ 'GET /api/meal-plan/create': () => mealPlanResponse() });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it.each(['weight', 'age', 'gender', 'activityLevel'])(
    'goes back to /meal-plan when %s is missing',
    async (missing) => {
      const query = new URLSearchParams(QUERY);
      query.delete(missing);
      await renderResults(`/fr/meal-plan/results?${query.toString()}`);
      expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/fr/meal-plan');
      expect(api.callsTo('GET /api/meal-plan/create')).toHaveLength(0);
    },
  );

  it('covers the page with a spinner while the plan is made, then shows the need, range, count and warning', async () => {
    const held = api.hold('GET /api/meal-plan/create');
    await renderResults();
    expect(await screen.findByRole('status')).toHaveTextContent('Création de votre plan de repas...');
    held.release();
    expect(await screen.findByText('Votre dépense énergétique quotidienne : 225 QIS')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('À cette valeur, vous garderiez votre poids actuel.')).toBeInTheDocument();
    expect(
      screen.getByText('Votre plan est basé sur une fourchette de 150 à 180 QIS par jour.'),
    ).toBeInTheDocument();
    // In the locale's digits: counts of scaled portions run to hundreds of millions.
    expect(screen.getByText('1 234 combinaisons ont été calculées pour votre plan.')).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez consulter votre médecin avant de commencer tout régime.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('GET /api/meal-plan/create');
    expect(call?.url.searchParams.get('locale')).toBe('fr');
  });

  it('shows the translated range note when the API sends one', async () => {
    api.on('GET /api/meal-plan/create', () => mealPlanResponse({ rangeNote: 'floor-above-max' }));
    await renderResults();
    expect(
      await screen.findByText(/La limite inférieure habituelle de 150 QIS par jour dépasse 80 %/),
    ).toBeInTheDocument();
  });

  it('shows the answers as cards: age, sex, weight in kg and activity', async () => {
    await renderResults();
    const cards = within(await screen.findByRole('list', { name: 'Vos réponses' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Âge40 ans',
      'SexeFemme',
      'Poids80 kg',
      'ActivitéÉlevé - Travail',
    ]);
  });

  it.each([
    ['fr', 'Votre dépense énergétique quotidienne : 1 045 QIS', '82,5 kg', '819 à 1 191 QIS'],
    ['de', 'Ihr täglicher Energieverbrauch: 1.045 QIS', '82,5 kg', '819 bis 1.191 QIS'],
    ['en', 'Your daily energy expenditure: 1,045 QIS', '82.5 kg', '819 to 1,191 QIS'],
  ])('writes the need, the range and the weight as %s does', async (locale, need, weight, range) => {
    api.on('GET /api/meal-plan/create', () => mealPlanResponse({ bmr: 1045, min: 819, max: 1191 }));
    await renderResults(
      `/${locale}/meal-plan/results?weight=82.5&age=17&gender=male&activityLevel=high-work-leisure`,
    );
    expect(await screen.findByText(need)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(range))).toBeInTheDocument();
    expect(screen.getByText(weight)).toBeInTheDocument();
  });

  it('lays the week out Monday to Sunday with the four slots and a total per day', async () => {
    await renderResults();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jour', 'Matin', 'Midi', 'Soir', 'Collation', 'Total']);
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    // Monday: 30 + 50 + 40 + 10 QIS.
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('130 QIS');
    expect(within(rows[7]!).getAllByRole('cell').at(-1)).toHaveTextContent('136 QIS');
  });

  it('opens a recipe in a dialog with QIS, portions, ingredients, preparation and copyright; Print prints, Close closes', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: /Tue salad/ }));
    const dialog = screen.getByRole('dialog', { name: 'Tue salad' });
    expect(within(dialog).getByText('QIS par portion').nextElementSibling).toHaveTextContent('50');
    expect(within(dialog).getByText('Portions').nextElementSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Votre part').nextElementSibling).toHaveTextContent(
      '1 × 1 portion = 50 QIS',
    );
    expect(within(dialog).getByText(/200 g Tue salad/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Cook the Tue salad/)).toBeInTheDocument();
    expect(within(dialog).getByText('© QIS programme')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer la recette' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The footer's Close button (the header's × is also named Close).
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the portions of a scaled plan in the table, the dialog and the printed plan, a second snack beside the first', async () => {
    const plan = mealPlanResponse({ portions: 'extra-snack', min: 300, max: 420 });
    plan.mealPlans[1] = {
      ...plan.mealPlans[1]!,
      lunch: planRecipe('Tue salad', 50, 1.5),
      snacks: planRecipe('Tue apple', 10, 0.75),
      secondSnack: planRecipe('Tue nuts', 16, 2),
      totalQis: 361,
    };
    api.on('GET /api/meal-plan/create', () => plan);
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderResults();
    expect(
      await screen.findByText(/chaque recette est servie dans les portions indiquées à côté, de ½ à 3/),
    ).toBeInTheDocument();
    const tuesday = within(screen.getByRole('table')).getAllByRole('row')[2]!;
    const cells = within(tuesday).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1½ × Tue salad75 QIS');
    expect(
      within(cells[3]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['¾ × Tue apple8 QIS', 'Échanger', '2 × Tue nuts32 QIS', 'Échanger']);
    // Each snack is swapped on its own.
    expect(
      within(cells[3]!).getByRole('button', { name: 'Échanger : Collation, Mardi' }),
    ).toBeInTheDocument();
    expect(
      within(cells[3]!).getByRole('button', { name: 'Échanger : Deuxième collation, Mardi' }),
    ).toBeInTheDocument();
    // The API's total of the exact kcal served, not a sum of rounded figures.
    expect(cells[4]).toHaveTextContent('361 QIS');
    // The printed plan is the page's print area: the same table, factors included.
    expect(screen.getByText('Plan de repas hebdomadaire individuel')).toHaveClass('print-only');

    await user.click(within(cells[1]!).getByRole('button', { name: /Tue salad/ }));
    const dialog = screen.getByRole('dialog', { name: 'Tue salad' });
    expect(within(dialog).getByText('Votre part').nextElementSibling).toHaveTextContent(
      '1½ × 1 portion = 75 QIS',
    );
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Dans la recette (2 portions)Votre part (1½ ×)',
      '200 g Tue salad150 g',
      '1 pinch of salt0,4 g',
    ]);
  });

  it('explains a range no plan reaches, in the member’s language, with the experts’ contact, never the error page', async () => {
    api.on('GET /api/meal-plan/create', () =>
      jsonResponse(422, {
        error: 'range-unreachable',
        message: 'No day of the programme’s recipes reaches the range of 819–1191 QIS a day',
        details: { min: 819, max: 1191 },
      }),
    );
    await renderResults();
    const notice = await screen.findByRole('region', {
      name: 'Aucun plan de repas n’atteint votre fourchette',
    });
    // French groups thousands with U+202F; Testing Library folds every white space to one space.
    expect(notice).toHaveTextContent('Votre fourchette recommandée est de 819 à 1 191 QIS par jour.');
    expect(notice).not.toHaveTextContent('1191');
    expect(within(notice).getByRole('link', { name: 'Contacter les experts' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
    expect(currentLocation()).toBe(`/fr/meal-plan/results?${QUERY}`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prints the plan under its print title', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Imprimer le plan' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Plan de repas hebdomadaire individuel')).toHaveClass('print-only');
  });

  it('Back clears the plan and returns to /meal-plan', async () => {
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/fr/meal-plan');
    expect(sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY)).toBeNull();
  });

  it('Back after a reload (plan restored, never requested by this page) does not ask for it again', async () => {
    const user = userEvent.setup();
    const first = await renderResults();
    await screen.findByRole('table');
    first.unmount();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/fr/meal-plan');
    expect(api.callsTo('GET /api/meal-plan/create')).toHaveLength(1);
  });

  it('goes to the error page with the spec message and return URL when generation fails', async () => {
    api.fail('GET /api/meal-plan/create');
    await renderResults();
    expect(await screen.findByRole('heading', { name: 'Error page' })).toBeInTheDocument();
    const url = new URL(currentLocation(), 'http://portal');
    expect(url.pathname).toBe('/fr/error');
    expect(url.searchParams.get('message')).toBe('Failed to generate meal plan');
    expect(url.searchParams.get('returnUrl')).toBe('/meal-plan');
  });

  it('asks again, in the new language, when the stored plan is in another one', async () => {
    const first = await renderResults();
    await screen.findByRole('table');
    first.unmount();
    await renderResults(`/de/meal-plan/results?${QUERY}`);
    expect(await screen.findByRole('columnheader', { name: 'Morgens' })).toBeInTheDocument();
    const calls = api.callsTo('GET /api/meal-plan/create');
    expect(calls.map((call) => call.url.searchParams.get('locale'))).toEqual(['fr', 'de']);
  });

  it('uses the stored plan for the same answers instead of asking again', async () => {
    const first = await renderResults();
    await screen.findByRole('table');
    first.unmount();
    await renderResults();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.callsTo('GET /api/meal-plan/create')).toHaveLength(1);
  });
});
