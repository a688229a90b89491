import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodSearchRequest } from '@qis/contract/api';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import FoodDatabasePage from './FoodDatabasePage';

const ROWS = [
  { name: 'Pomme, crue', calories: 54, fat: 0.3 },
  { name: 'Pomme de terre, mystère', calories: null, fat: null },
];

const searchField = () => screen.getByLabelText("Nom de l'aliment") as HTMLInputElement;
const searchButton = () => screen.getByRole('button', { name: 'Rechercher' });
const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('FoodDatabasePage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'POST /api/food-database': ({ body }) => ((body as FoodSearchRequest).searchText === 'zzz' ? [] : ROWS),
    });
  });
  afterEach(() => api.restore());

  it('keeps the search button disabled until there is a search text', async () => {
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    expect(searchButton()).toBeDisabled();
    await user.type(searchField(), '   ');
    expect(searchButton()).toBeDisabled();
    await user.type(searchField(), 'pomme');
    expect(searchButton()).toBeEnabled();
  });

  it('takes at most 30 characters', async () => {
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    await user.type(searchField(), 'a'.repeat(35));
    expect(searchField()).toHaveValue('a'.repeat(30));
  });

  it('shows name and QIS in the summary, sending the text, the detail flag and the locale', async () => {
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    await user.type(searchField(), 'pomme');
    await user.click(searchButton());
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Aliment', 'QIS pour 100 g']);
    expect(bodyRows().slice(1)).toEqual([
      ['Pomme, crue', '5'],
      ['Pomme de terre, mystère', '–'],
    ]);
    expect(api.callsTo('POST /api/food-database')[0]?.body).toEqual({
      searchText: 'pomme',
      details: false,
      locale: 'fr',
    });
  });

  it('shows name, QIS, calories and fat with detailed information', async () => {
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    await user.type(searchField(), 'pomme');
    await user.click(screen.getByRole('checkbox', { name: 'Afficher les informations détaillées' }));
    await user.click(searchButton());
    await screen.findByRole('table');
    expect(bodyRows().slice(1)).toEqual([
      // French decimals take a comma.
      ['Pomme, crue', '5', '54', '0,3'],
      ['Pomme de terre, mystère', '–', '–', '–'],
    ]);
    expect(api.callsTo('POST /api/food-database')[0]?.body).toMatchObject({ details: true });
  });

  it('says "Aucun résultat trouvé" when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    await user.type(searchField(), 'zzz');
    await user.click(searchButton());
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
  });

  it('shows the error toast when the search fails', async () => {
    api.fail('POST /api/food-database');
    const user = userEvent.setup();
    renderWithPortal(<FoodDatabasePage />, { path: '/fr/useful/food-database' });
    await user.type(searchField(), 'pomme');
    await user.click(searchButton());
    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer plus tard')).toBeInTheDocument();
  });
});
