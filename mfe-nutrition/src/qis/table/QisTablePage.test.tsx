import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QIS_CATEGORIES } from '../../common/qisCategories';
import QisTablePage from './QisTablePage';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';

const select = () => screen.getByLabelText('Catégorie') as HTMLSelectElement;

describe('QisTablePage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/qis-table/foods': ({ url }) =>
        url.searchParams.get('category') === 'Eier'
          ? [
              { name: 'Œuf dur', amount: '1 pièce (60 g)', qis: 7 },
              { name: 'Omelette', amount: '100 g', qis: 13 },
            ]
          : [],
    });
  });
  afterEach(() => api.restore());

  it('offers the 22 categories by their German ids with translated names, the first selected', async () => {
    renderWithPortal(<QisTablePage />, { path: '/fr/qis/table' });
    const options = within(select()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual([...QIS_CATEGORIES]);
    expect(options).toHaveLength(22);
    expect(options[0]).toHaveTextContent('Boissons alcoolisées');
    expect(select()).toHaveValue('Alkoholische Getränke');
    expect(api.callsTo('GET /api/qis-table/foods')).toHaveLength(0);
  });

  it('shows food, amount and QIS of the chosen category in the page locale', async () => {
    const user = userEvent.setup();
    renderWithPortal(<QisTablePage />, { path: '/fr/qis/table' });
    await user.selectOptions(select(), 'Eier');
    await user.click(screen.getByRole('button', { name: 'Afficher les aliments' }));
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['AlimentQuantitéQIS', 'Œuf dur1 pièce (60 g)7', 'Omelette100 g13']);
    const [call] = api.callsTo('GET /api/qis-table/foods');
    expect(call?.url.searchParams.get('category')).toBe('Eier');
    expect(call?.url.searchParams.get('locale')).toBe('fr');
  });

  it('says so when the category has no food', async () => {
    const user = userEvent.setup();
    renderWithPortal(<QisTablePage />, { path: '/fr/qis/table' });
    await user.click(screen.getByRole('button', { name: 'Afficher les aliments' }));
    expect(await screen.findByText('Aucun aliment trouvé pour cette catégorie.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error toast and a retry on failure', async () => {
    api.fail('GET /api/qis-table/foods');
    const user = userEvent.setup();
    renderWithPortal(<QisTablePage />, { path: '/fr/qis/table' });
    await user.selectOptions(select(), 'Eier');
    await user.click(screen.getByRole('button', { name: 'Afficher les aliments' }));
    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    api.recover('GET /api/qis-table/foods');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Omelette')).toBeInTheDocument();
  });
});
