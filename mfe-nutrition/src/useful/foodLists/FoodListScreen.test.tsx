import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LowQisPage from './LowQisPage';
import CholesterolFreePage from './CholesterolFreePage';
import { type FakeApi, installFakeApi, renderWithPortal, type RouteKey } from '@qis/shared/testing';

const FOODS = Array.from({ length: 25 }, (_, index) => ({
  name: `Légume ${index + 1}`,
  calories: 12 + index,
}));

describe.each([
  [
    'LowQisPage',
    LowQisPage,
    '/fr/useful/low-qis',
    'GET /api/low-qis' as RouteKey,
    'Aliments à faible QIS',
    "Désolé, nous n'avons pas pu charger les aliments à faible QIS. Veuillez réessayer plus tard.",
  ],
  [
    'CholesterolFreePage',
    CholesterolFreePage,
    '/fr/useful/cholesterol-free',
    'GET /api/cholesterol-free' as RouteKey,
    'Aliments sans cholestérol',
    "Désolé, nous n'avons pas pu charger les aliments sans cholestérol. Veuillez réessayer plus tard.",
  ],
])('%s', (_name, Page, path, route, title, errorText) => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({ [route]: () => FOODS });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('loads nothing until the search button is pressed, and shows the disclaimer', async () => {
    renderWithPortal(<Page />, { path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/ne remplacent pas/);
    expect(api.callsTo(route)).toHaveLength(0);
  });

  it('shows 25 foods with their QIS per 100 g, in the page locale, and prints them', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPortal(<Page />, { path });
    await user.click(screen.getByRole('button', { name: 'Afficher les aliments' }));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(rows[0]).toHaveTextContent('AlimentQIS pour 100 g');
    // 12 kcal → 1 QIS, 36 kcal → 3 QIS.
    expect(rows[1]).toHaveTextContent('Légume 11');
    expect(rows[25]).toHaveTextContent('Légume 253');
    expect(api.callsTo(route)[0]?.url.searchParams.get('locale')).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows its error with the toast, and the retry loads the list', async () => {
    api.fail(route);
    const user = userEvent.setup();
    renderWithPortal(<Page />, { path });
    await user.click(screen.getByRole('button', { name: 'Afficher les aliments' }));
    expect(await screen.findByText(errorText)).toBeInTheDocument();
    expect(screen.getByText('Erreur Inattendue')).toBeInTheDocument();
    api.recover(route);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Légume 25')).toBeInTheDocument();
    expect(screen.queryByText(errorText)).not.toBeInTheDocument();
  });
});
