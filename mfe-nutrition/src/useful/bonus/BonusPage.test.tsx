import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BonusPage from './BonusPage';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';

const ERROR = "Désolé, nous n'avons pas pu charger les activités bonus. Veuillez réessayer plus tard.";

describe('BonusPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/bonus': () => [
        { activity: 'Aérobic', minutes: 60, qis: 37 },
        { activity: 'Marche rapide', minutes: 30, qis: 12 },
      ],
    });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('loads on open and shows the explanation, the 185/150/35 example, the table and the disclaimer', async () => {
    renderWithPortal(<BonusPage />, { path: '/fr/useful/bonus' });
    expect(screen.getByText(/vous pouvez compenser la différence en bougeant davantage/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Exemple : vous avez consommé 185 QIS aujourd'hui alors que votre objectif est de 150 QIS. La différence de 35 QIS correspond à environ 1 heure d'aérobic.",
      ),
    ).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ActivitéMinutesQIS',
      'Aérobic6037',
      'Marche rapide3012',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(/ne remplacent pas/);
    expect(api.callsTo('GET /api/bonus')[0]?.url.searchParams.get('locale')).toBe('fr');
  });

  it('prints the table', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPortal(<BonusPage />, { path: '/fr/useful/bonus' });
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the inline error and the toast on failure; the retry loads the table', async () => {
    api.fail('GET /api/bonus');
    const user = userEvent.setup();
    renderWithPortal(<BonusPage />, { path: '/fr/useful/bonus' });
    expect(await screen.findByText(ERROR)).toBeInTheDocument();
    expect(screen.getByText('Erreur Inattendue')).toBeInTheDocument();
    api.recover('GET /api/bonus');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aérobic')).toBeInTheDocument();
  });
});
