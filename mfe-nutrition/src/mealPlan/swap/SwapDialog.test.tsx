import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealPlanAlternativesResponse } from '@qis/contract/api';
import { type FakeApi, planRecipe } from '@qis/shared/testing';
import { installPlanApi, renderPlanPage } from '../testing/planPages';
import { MEAL_PLAN_STORAGE_KEY } from '../state/mealPlanStorage';
import MealPlanResultsPage from '../MealPlanResultsPage';

const renderResults = () => renderPlanPage(<MealPlanResultsPage />, 'results');

const alternatives = (list: MealPlanAlternativesResponse['alternatives']): MealPlanAlternativesResponse => ({
  day: 1,
  slot: 'dinner',
  min: 150,
  max: 180,
  portions: 'scaled',
  current: { totalCalories: 1560, totalQis: 130 },
  alternatives: list,
});

const tuesdayRow = () => screen.getByRole('row', { name: /^Mardi/ });

describe('swapping a meal', () => {
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    api = installPlanApi({
      routes: {
        'GET /api/meal-plan/alternatives': () =>
          alternatives([
            { recipe: planRecipe('Lentil curry', 40, 1.5), totalCalories: 1920, totalQis: 160 },
            { recipe: planRecipe('Fish stew', 45), totalCalories: 1620, totalQis: 135 },
          ]),
      },
    });
  });

  it("asks for the day as it is, lists what fits with portions, QIS and the day's total, and swaps Tuesday's dinner", async () => {
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Échanger : Soir, Mardi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Échanger : Soir, Mardi' });
    expect(
      within(dialog).getByText('Actuellement : Tue soup, 40 QIS ; la journée : 131 QIS.'),
    ).toBeInTheDocument();
    const curry = await within(dialog).findByRole('button', { name: /Lentil curry/ });
    expect(curry).toHaveTextContent('1½ × · 60 QIS · journée : 160 QIS');
    const [call] = api.callsTo('GET /api/meal-plan/alternatives');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      weight: '80',
      age: '35',
      gender: 'female',
      activityLevel: 'sitting',
      locale: 'fr',
      day: '1',
      slot: 'dinner',
      breakfast: 'tue-porridge:1',
      lunch: 'tue-salad:1',
      dinner: 'tue-soup:1',
      snacks: 'tue-apple:1',
    });

    await user.click(curry);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tuesdayRow()).getByRole('button', { name: /Lentil curry/ })).toBeInTheDocument();
    expect(within(tuesdayRow()).queryByText('Tue soup')).not.toBeInTheDocument();
    expect(within(tuesdayRow()).getByText('160 QIS')).toBeInTheDocument();
    // Focus goes back to the swap button of the same place.
    expect(document.activeElement).toHaveAccessibleName('Échanger : Soir, Mardi');
    // Kept like the plan: a reload (a new store from sessionStorage) shows the new dinner.
    expect(sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY)).toContain('Lentil curry');
  });

  it('keeps the swapped dinner after a reload, without asking for a new plan', async () => {
    const user = userEvent.setup();
    const first = await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Échanger : Soir, Mardi' }));
    await user.click(await screen.findByRole('button', { name: /Fish stew/ }));
    first.unmount();
    await renderResults();
    expect(await within(tuesdayRow()).findByRole('button', { name: /Fish stew/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/meal-plan/create')).toHaveLength(1);
  });

  it('says why when no recipe keeps the day in range, and offers nothing', async () => {
    api.on('GET /api/meal-plan/alternatives', () => alternatives([]));
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Échanger : Soir, Mardi' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "Aucune autre recette pour ce repas ne garde la journée (Mardi) entre 150 et 180 QIS avec les portions que permet votre plan : il n'y a rien à échanger.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain(expect.stringMatching(/QIS/));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(within(tuesdayRow()).getByRole('button', { name: /Tue soup/ })).toBeInTheDocument();
  });

  it('writes the range and the totals as the page’s language does', async () => {
    api.on('GET /api/meal-plan/alternatives', () => ({
      ...alternatives([{ recipe: planRecipe('Lentil curry', 40), totalCalories: 14_100, totalQis: 1175 }]),
      min: 1150,
      max: 1200,
    }));
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Échanger : Soir, Mardi' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /Lentil curry/ });
    // French groups thousands with a narrow no-break space (compared to the character: Testing Library's
    // text matching would fold it into a plain space).
    expect(dialog.textContent).toContain('garde la journée (Mardi) entre 1\u202f150 et 1\u202f200 QIS :');
    expect(dialog.textContent).toContain('1 × · 40 QIS · journée : 1\u202f175 QIS');
  });

  it('offers a retry when the alternatives cannot be loaded', async () => {
    api.fail('GET /api/meal-plan/alternatives');
    const user = userEvent.setup();
    await renderResults();
    await user.click(await screen.findByRole('button', { name: 'Échanger : Soir, Mardi' }));
    expect(await screen.findByText(/pas pu charger les autres recettes/)).toBeInTheDocument();
    api.recover('GET /api/meal-plan/alternatives');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: /Lentil curry/ })).toBeInTheDocument();
  });
});
