import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import '../i18n';
import { AddPanel, type AddPanelProps } from './AddPanel';

const DAY = '2026-03-02';
const BAR_ID = '6f1c1d8e-2b4a-4c61-9a55-0d5c8f2f1a01';
const SOUP_ID = '0b5d7f33-7c1e-4f0e-8a7e-2d3c4b5a6f70';

const RESULTS = [
  {
    kind: 'my-food',
    source: 'mine',
    myFoodId: BAR_ID,
    name: 'Barre Zorblax',
    qisPer100g: 34,
    kcalPer100g: 410,
    portion: { label: '1 barre', grams: 45, qis: 15 },
  },
  {
    kind: 'my-recipe',
    source: 'mine',
    myRecipeId: SOUP_ID,
    name: 'Barre de céréales maison',
    servings: 8,
    qisPerServing: 13,
    kcalPerServing: 153.5,
  },
  {
    kind: 'food',
    source: 'catalogue',
    foodId: 42,
    name: 'Barre chocolatée',
    kcalPer100g: 500,
    qisPer100g: 42,
    portions: [],
  },
];

describe('the member’s own results in the add panel', () => {
  let api: FakeApi;
  let onAdd: jest.Mock<AddPanelProps['onAdd']>;
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/diary/recent': [], 'GET /api/diary/foods': RESULTS });
    onAdd = jest.fn<AddPanelProps['onAdd']>(() => Promise.resolve());
  });
  afterEach(() => api.restore());

  async function search(user: ReturnType<typeof userEvent.setup>, words: string) {
    await user.type(screen.getByRole('searchbox'), words);
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
  }

  it('lists them first, marked as theirs, and adds 80 g then one portion of a food', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AddPanel day={DAY} locale="fr" onAdd={onAdd} />, { path: '/fr/diary' });
    await search(user, 'barre');
    const mine = await screen.findByRole('list', { name: 'Vos aliments et recettes' });
    const choices = within(mine).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual([
      'Barre Zorblax votre aliment34 QIS pour 100 g',
      'Barre de céréales maison votre recette13 QIS par part',
    ]);
    await user.click(choices[0]!);
    const amount = screen.getByRole('spinbutton', { name: 'Quantité' });
    expect(amount).toHaveValue(1);
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('15 QIS');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      kind: 'my-food',
      myFoodId: BAR_ID,
      portions: 1,
      slot: 'noon',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Unité' }), 'grams');
    await user.clear(amount);
    await user.type(amount, '80');
    // 80 g × 410 kcal / 100 / 12 = 27.3 → 27 QIS
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('27 QIS');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(2));
    expect(onAdd.mock.calls[1]![0]).toMatchObject({ kind: 'my-food', myFoodId: BAR_ID, grams: 80 });
    expect(onAdd.mock.calls[1]![2]).toBe(27);
  });

  it('adds servings of a recipe in quarters, counted from the exact kcal per serving', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AddPanel day={DAY} locale="en" onAdd={onAdd} />, { path: '/en/diary' });
    await user.type(screen.getByRole('searchbox'), 'barre');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /Barre de céréales maison/ }));
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });
    await user.clear(servings);
    await user.type(servings, '1.3');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(servings).toHaveAccessibleDescription('Please enter the servings: ¼ to 50, in quarters.');
    await user.clear(servings);
    await user.type(servings, '1.5');
    // 153.5 × 1.5 / 12 = 19.2 → 19, not 1.5 × 13
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('19 QIS');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ kind: 'my-recipe', myRecipeId: SOUP_ID, servings: 1.5 });
  });

  it('offers to create the food with the words typed', async () => {
    const user = userEvent.setup();
    api.on('GET /api/diary/foods', []);
    renderWithPortal(<AddPanel day={DAY} locale="fr" onAdd={onAdd} />, { path: '/fr/diary' });
    await search(user, 'Zorblax bar');
    expect(await screen.findByRole('link', { name: 'Introuvable ? Créez-le' })).toHaveAttribute(
      'href',
      '/fr/my-foods?name=Zorblax%20bar',
    );
  });
});
