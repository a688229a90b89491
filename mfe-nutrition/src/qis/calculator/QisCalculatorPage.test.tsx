import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QisCalculatorPage from './QisCalculatorPage';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Poids'), '90');
  await user.type(screen.getByLabelText('Âge'), '52');
  await user.click(screen.getByRole('radio', { name: 'Homme' }));
  await user.click(screen.getByRole('radio', { name: 'Très inactif' }));
  await user.click(screen.getByRole('button', { name: 'Calculer' }));
}

describe('QisCalculatorPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/qis/calculate': () => ({ bmr: 205, min: 150, max: 164 }),
    });
  });
  afterEach(() => api.restore());

  it('shows the questionnaire with "Calculer" and no result at first', async () => {
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    expect(screen.getByRole('heading', { level: 1, name: 'Calculateur de QIS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau calcul' })).not.toBeInTheDocument();
  });

  it("shows the answers, the daily QIS and the range from the API's computation, in place of the form", async () => {
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    const result = (await screen.findByRole('heading', { name: 'Votre résultat' }))
      .parentElement as HTMLElement;
    const pairs = within(result)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Âge: 52 ans',
      'Sexe: Homme',
      'Poids: 90 kg',
      'Activité: Très inactif',
      'Besoin quotidien en QIS: 205 QIS',
      'Fourchette recommandée pour perdre du poids: 150 à 164 QIS',
    ]);
    expect(screen.queryByLabelText('Poids')).not.toBeInTheDocument();
    const [call] = api.callsTo('GET /api/qis/calculate');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      weight: '90',
      age: '52',
      gender: 'male',
      activityLevel: 'very-inactive',
    });
  });

  it.each([
    [
      'scaled',
      'Votre plan de repas sert ses recettes en portions adaptées à cette fourchette, de ½ à 3 portions.',
    ],
    ['whole', 'Votre plan de repas sert une portion de chaque recette dans cette fourchette.'],
  ])('says how the meal plan serves the range (%s)', async (mealPlan, text) => {
    api.on('GET /api/qis/calculate', () => ({ bmr: 400, min: 220, max: 320, mealPlan }));
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    expect(await screen.findByRole('note')).toHaveTextContent(text);
    expect(screen.queryByRole('link', { name: 'Contacter les experts' })).not.toBeInTheDocument();
  });

  it('sends a member no plan reaches to the experts', async () => {
    api.on('GET /api/qis/calculate', () => ({
      bmr: 1489,
      min: 819,
      max: 1191,
      mealPlan: 'range-unreachable',
    }));
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/Aucun plan de repas de nos recettes n’atteint cette fourchette/);
    expect(within(note).getByRole('link', { name: 'Contacter les experts' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });

  it('"Nouveau calcul" clears the result and brings the form back', async () => {
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    await user.click(await screen.findByRole('button', { name: 'Nouveau calcul' }));
    expect(screen.queryByText('Votre résultat')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Poids')).toHaveValue('');
  });

  it('says why when the API had to adjust the range of a small need', async () => {
    api.restore();
    api = installFakeApi({
      'GET /api/qis/calculate': () => ({ bmr: 120, min: 79, max: 115, rangeNote: 'floor-above-max' }),
    });
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'La limite inférieure habituelle de 150 QIS par jour dépasse 80 % de votre besoin',
    );
    expect(screen.getByText('79 à 115 QIS')).toBeInTheDocument();
  });

  it('shows the error toast and keeps the form when the API fails', async () => {
    api.fail('GET /api/qis/calculate');
    const user = userEvent.setup();
    renderWithPortal(<QisCalculatorPage />, { path: '/fr/qis/calculator' });
    await answer(user);
    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer plus tard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculer' })).toBeInTheDocument();
  });
});
