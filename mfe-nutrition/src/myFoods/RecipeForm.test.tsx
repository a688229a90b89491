import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import type { MyRecipe } from '@qis/contract/api';
import './i18n';
import MyFoodsPage from './MyFoodsPage';

const GRANOLA_ID = '6f1c1d8e-2b4a-4c61-9a55-0d5c8f2f1a01';
const SOUP_ID = '0b5d7f33-7c1e-4f0e-8a7e-2d3c4b5a6f70';

const FOUND = [
  {
    kind: 'my-food',
    source: 'mine',
    myFoodId: GRANOLA_ID,
    name: 'Granola maison',
    qisPer100g: 38,
    kcalPer100g: 450,
    portion: null,
  },
  {
    kind: 'my-recipe',
    source: 'mine',
    myRecipeId: SOUP_ID,
    name: 'Granola aux noix',
    servings: 4,
    qisPerServing: 20,
    kcalPerServing: 240,
  },
  {
    kind: 'food',
    source: 'catalogue',
    foodId: 7,
    name: 'Flocons d’avoine',
    kcalPer100g: 370,
    qisPer100g: 31,
    portions: [],
  },
];

const SAVED = {
  id: SOUP_ID,
  name: 'Porridge',
  servings: 2,
  ingredients: [
    { foodId: 7, myFoodId: null, name: 'Flocons d’avoine', grams: 80, kcal: 296, missing: false },
    { foodId: null, myFoodId: GRANOLA_ID, name: 'Granola maison', grams: 40, kcal: 180, missing: false },
  ],
  kcalTotal: 476,
  kcalPerServing: 238,
  qisPerServing: 20,
  locale: 'fr',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
} satisfies MyRecipe;

describe('the recipe form', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/my-foods': [],
      'GET /api/my-recipes': [],
      'GET /api/diary/foods': FOUND,
    });
  });
  afterEach(() => api.restore());

  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    renderWithPortal(<MyFoodsPage />, { path: '/fr/my-foods' });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle recette' }));
    return screen.findByRole('dialog', { name: 'Nouvelle recette' });
  }

  async function find(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, words: string) {
    await user.type(within(dialog).getByRole('searchbox', { name: /Aliment/ }), words);
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    return within(dialog).findByRole('list', { name: 'Aliments trouvés' });
  }

  it('says what is missing in the contract’s bounds and sends nothing', async () => {
    const user = userEvent.setup();
    const dialog = await openNew(user);
    const servings = within(dialog).getByRole('textbox', { name: 'Parts' });
    await user.clear(servings);
    await user.type(servings, '51');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Veuillez saisir un nom.',
    );
    expect(servings).toHaveAccessibleDescription(
      'Le nombre de parts que donne la recette entière. Veuillez saisir le nombre de parts, un nombre entier de 1 à 50.',
    );
    expect(within(dialog).getByText('Veuillez ajouter de 1 à 50 ingrédients.')).toBeInTheDocument();
    await user.clear(servings);
    await user.type(servings, '2,5');
    expect(servings).toHaveAccessibleDescription(/un nombre entier de 1 à 50/);
    expect(api.callsTo('POST /api/my-recipes')).toHaveLength(0);
  });

  it('finds ingredients through the diary’s search, the member’s food marked, no recipe; refuses 0 g', async () => {
    const user = userEvent.setup();
    const dialog = await openNew(user);
    const results = await find(user, dialog, 'granola');
    expect(api.callsTo('GET /api/diary/foods')[0]!.url.searchParams.get('q')).toBe('granola');
    const items = within(results).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Granola maison votre aliment38 QIS pour 100 gAjouter',
      'Flocons d’avoine 31 QIS pour 100 gAjouter',
    ]);
    await user.click(within(results).getByRole('button', { name: 'Ajouter Granola maison à la recette' }));
    const grams = within(dialog).getByRole('textbox', { name: 'Grammes de Granola maison' });
    expect(grams).toHaveFocus();
    await user.type(grams, '0');
    await user.tab();
    expect(grams).toHaveAccessibleDescription('votre aliment Veuillez saisir les grammes, de 1 à 5000.');
  });

  it('sends the recipe and opens it with the server’s QIS and kcal per serving; shows a refusal in French', async () => {
    const user = userEvent.setup();
    let refuse = true;
    api.on('POST /api/my-recipes', () =>
      refuse
        ? jsonResponse(422, { error: 'unknown-food', message: 'No food 7 in the catalogue' })
        : jsonResponse(201, SAVED),
    );
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Porridge');
    const servings = within(dialog).getByRole('textbox', { name: 'Parts' });
    await user.clear(servings);
    await user.type(servings, '2');
    const results = await find(user, dialog, 'granola');
    await user.click(within(results).getByRole('button', { name: 'Ajouter Flocons d’avoine à la recette' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Grammes de Flocons d’avoine' }), '80');
    await user.click(within(results).getByRole('button', { name: 'Ajouter Granola maison à la recette' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Grammes de Granola maison' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Un des ingrédients n’est plus au catalogue'.replace('’', "'"),
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST /api/my-recipes')).toHaveLength(2));
    expect(api.callsTo('POST /api/my-recipes')[1]!.body).toEqual({
      name: 'Porridge',
      servings: 2,
      ingredients: [
        { foodId: 7, grams: 80 },
        { myFoodId: GRANOLA_ID, grams: 40 },
      ],
      locale: 'fr',
    });
    const opened = await screen.findByRole('dialog', { name: 'Porridge' });
    expect(within(opened).getByTestId('recipe-qis')).toHaveTextContent('20 QIS');
    expect(within(opened).getByTestId('recipe-kcal')).toHaveTextContent('238 kcal');
    expect(within(opened).getByRole('button', { name: 'Imprimer la recette' })).toBeInTheDocument();
  });

  it('edits a recipe: its ingredients come back, one removed, the list replaced', async () => {
    const user = userEvent.setup();
    api.on('GET /api/my-recipes', [SAVED]);
    api.on(`PATCH /api/my-recipes/${SOUP_ID}`, () => ({ ...SAVED, servings: 3 }));
    renderWithPortal(<MyFoodsPage />, { path: '/fr/my-foods' });
    await user.click(await screen.findByRole('button', { name: 'Modifier Porridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la recette' });
    expect(within(dialog).getByRole('textbox', { name: 'Grammes de Flocons d’avoine' })).toHaveValue('80');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer Granola maison' }));
    const servings = within(dialog).getByRole('textbox', { name: 'Parts' });
    await user.clear(servings);
    await user.type(servings, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/my-recipes/${SOUP_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/my-recipes/${SOUP_ID}`)[0]!.body).toEqual({
      name: 'Porridge',
      servings: 3,
      ingredients: [{ foodId: 7, grams: 80 }],
      locale: 'fr',
    });
  });
});
