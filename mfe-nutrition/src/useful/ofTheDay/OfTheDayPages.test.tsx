import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TipOfTheDayPage from './TipOfTheDayPage';
import RecipeOfTheDayPage from './RecipeOfTheDayPage';
import { type FakeApi, installFakeApi, recipe, renderWithPortal } from '@qis/shared/testing';

describe('TipOfTheDayPage and RecipeOfTheDayPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/tip-of-the-day': () => ({
        title: "Buvez de l'eau",
        body: 'Un grand verre avant chaque repas.',
      }),
      'GET /api/recipe-of-the-day': () => recipe('Velouté de courgettes', 21),
    });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('loads the tip on open in the page locale, with a spinner meanwhile, and prints it', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const held = api.hold('GET /api/tip-of-the-day');
    const user = userEvent.setup();
    renderWithPortal(<TipOfTheDayPage />, { path: '/fr/useful/tip-of-the-day' });
    expect(screen.getByRole('status')).toHaveTextContent("Chargement du conseil d'aujourd'hui...");
    held.release();
    expect(await screen.findByRole('heading', { level: 2, name: "Buvez de l'eau" })).toBeInTheDocument();
    expect(screen.getByText('Un grand verre avant chaque repas.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/tip-of-the-day')[0]?.url.searchParams.get('locale')).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the tip error with "Réessayer", which loads it again', async () => {
    api.fail('GET /api/tip-of-the-day');
    const user = userEvent.setup();
    renderWithPortal(<TipOfTheDayPage />, { path: '/fr/useful/tip-of-the-day' });
    expect(
      await screen.findByText(
        "Désolé, nous n'avons pas pu charger le conseil d'aujourd'hui. Veuillez réessayer plus tard.",
      ),
    ).toBeInTheDocument();
    api.recover('GET /api/tip-of-the-day');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Buvez de l'eau")).toBeInTheDocument();
  });

  it('loads the recipe on open: name, QIS, portions, ingredients, preparation, copyright; prints it', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPortal(<RecipeOfTheDayPage />, { path: '/fr/useful/recipe-of-the-day' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Velouté de courgettes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('QIS').nextElementSibling).toHaveTextContent('21');
    expect(screen.getByText('Portions').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText(/200 g Velouté de courgettes/)).toBeInTheDocument();
    expect(screen.getByText(/Cook the Velouté de courgettes/)).toBeInTheDocument();
    expect(screen.getByText('© QIS programme')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the recipe error with "Réessayer", which loads it again', async () => {
    api.fail('GET /api/recipe-of-the-day');
    const user = userEvent.setup();
    renderWithPortal(<RecipeOfTheDayPage />, { path: '/fr/useful/recipe-of-the-day' });
    expect(
      await screen.findByText(
        "Désolé, nous n'avons pas pu charger la recette d'aujourd'hui. Veuillez réessayer plus tard.",
      ),
    ).toBeInTheDocument();
    api.recover('GET /api/recipe-of-the-day');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Velouté de courgettes')).toBeInTheDocument();
  });
});
