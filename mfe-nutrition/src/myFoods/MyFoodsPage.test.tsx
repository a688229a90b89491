import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import type { MyFood, MyRecipe } from '@qis/contract/api';
import './i18n';
import MyFoodsPage from './MyFoodsPage';

const GRANOLA: MyFood = {
  id: '6f1c1d8e-2b4a-4c61-9a55-0d5c8f2f1a01',
  name: 'Granola maison',
  kcalPer100g: 450,
  qisPer100g: 38,
  portion: { label: '1 bol', grams: 60, qis: 23 },
  locale: 'fr',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const SOUP = {
  id: '0b5d7f33-7c1e-4f0e-8a7e-2d3c4b5a6f70',
  name: 'Soupe de mamie',
  servings: 4,
  ingredients: [
    { foodId: 1, myFoodId: null, name: 'Carotte', grams: 400, kcal: 164, missing: false },
    { foodId: null, myFoodId: GRANOLA.id, name: GRANOLA.name, grams: 100, kcal: 450, missing: false },
  ],
  kcalTotal: 614,
  kcalPerServing: 153.5,
  qisPerServing: 13,
} as unknown as MyRecipe;

describe('my foods and recipes', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/my-foods': [GRANOLA],
      'GET /api/my-recipes': [SOUP],
    });
  });
  afterEach(() => api.restore());

  it('lists the foods with their QIS per 100 g and per portion, and the recipes per serving, in French', async () => {
    renderWithPortal(<MyFoodsPage />, { path: '/fr/my-foods' });
    expect(await screen.findByText('Granola maison')).toBeInTheDocument();
    expect(screen.getByText('38 QIS pour 100 g (450 kcal) · 23 QIS par 1 bol (60 g)')).toBeInTheDocument();
    expect(
      await screen.findByText('13 QIS par part (154 kcal) · 4 parts · 2 ingrédients'),
    ).toBeInTheDocument();
  });

  it('refuses kcal beyond the contract, then creates the food from its label', async () => {
    const user = userEvent.setup();
    api.on('POST /api/my-foods', ({ body }) => ({ ...GRANOLA, id: 'new', ...(body as object) }));
    renderWithPortal(<MyFoodsPage />, { path: '/fr/my-foods' });
    await user.click(screen.getByRole('button', { name: 'Nouvel aliment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel aliment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Barre Zorblax');
    const kcal = within(dialog).getByRole('textbox', { name: 'kcal pour 100 g' });
    await user.type(kcal, '901');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(kcal).toHaveAttribute('aria-invalid', 'true');
    expect(kcal).toHaveAccessibleDescription(
      "Comme l'indique l'étiquette. Veuillez saisir les kcal pour 100 g, de 0 à 900.",
    );
    expect(api.callsTo('POST /api/my-foods')).toHaveLength(0);
    await user.clear(kcal);
    await user.type(kcal, '412,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Portion' }), '1 barre');
    await user.type(within(dialog).getByRole('textbox', { name: 'Grammes par portion' }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST /api/my-foods')).toHaveLength(1));
    expect(api.callsTo('POST /api/my-foods')[0]!.body).toEqual({
      name: 'Barre Zorblax',
      kcalPer100g: 412.5,
      portion: { label: '1 barre', grams: 45 },
      locale: 'fr',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a new food with the words handed over from the diary', async () => {
    renderWithPortal(<MyFoodsPage />, { path: '/en/my-foods?name=Zorblax%20bar' });
    const dialog = await screen.findByRole('dialog', { name: 'New food' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Zorblax bar');
  });

  it('edits a food, removing its portion with null', async () => {
    const user = userEvent.setup();
    api.on(`PATCH /api/my-foods/${GRANOLA.id}`, () => ({ ...GRANOLA, portion: null }));
    renderWithPortal(<MyFoodsPage />, { path: '/en/my-foods' });
    await user.click(await screen.findByRole('button', { name: 'Edit Granola maison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit food' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Portion' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Grams per portion' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/my-foods/${GRANOLA.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/my-foods/${GRANOLA.id}`)[0]!.body).toMatchObject({ portion: null });
  });

  it('says in the member’s language why a food a recipe still uses is not deleted', async () => {
    const user = userEvent.setup();
    api.on(`DELETE /api/my-foods/${GRANOLA.id}`, () =>
      jsonResponse(409, {
        error: 'food-in-use',
        message: 'This food is an ingredient of “Soupe de mamie”, “Pain”: take it out of those recipes first',
        details: { recipes: ['Soupe de mamie', 'Pain'] },
      }),
    );
    renderWithPortal(<MyFoodsPage />, { path: '/fr/my-foods' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer Granola maison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer Granola maison ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Cet aliment est un ingrédient de « Soupe de mamie » et « Pain » : retirez-le d'abord de ces recettes.",
    );
  });
});
