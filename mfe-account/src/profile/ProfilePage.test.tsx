import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from './ProfilePage';
import { installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';

const HISTORY = [
  { date: '2026-01-10T00:00:00.000Z', weight: 84 },
  { date: '2026-02-03T00:00:00.000Z', weight: 82.4 },
];
const weightField = () => screen.getByLabelText(/^Poids \(kg\)/) as HTMLInputElement;
const frenchLongDate = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );

describe('ProfilePage', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi({ weights: HISTORY });
  });
  afterEach(() => {
    jest.useRealTimers();
    api.restore();
  });

  it('shows the chart, "Votre compte", "Historique du poids", then "Vos données" and the password change', async () => {
    renderWithPortal(<ProfilePage />, { path: '/fr/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Votre évolution de poids',
      'Votre compte',
      'Historique du poids',
      'Vos données',
      'Changer de mot de passe',
    ]);
  });

  it('loads a clicked point into the weight form and focuses the weight field after 100 ms', async () => {
    renderWithPortal(<ProfilePage />, { path: '/fr/profile' });
    const series = await screen.findByRole('group', { name: 'Votre poids' });
    const point = within(series).getByRole('button', { name: "Modifier l'entrée du 26-02-03 : 82,4 kg" });

    jest.useFakeTimers();
    act(() => {
      fireEvent.click(point);
    });
    expect(weightField()).toHaveValue('82,4');
    expect(screen.getByLabelText('Date')).toHaveValue(frenchLongDate(2026, 2, 3));
    expect(weightField()).not.toHaveFocus();

    act(() => {
      jest.advanceTimersByTime(99);
    });
    expect(weightField()).not.toHaveFocus();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(weightField()).toHaveFocus();
  });

  it('lets a keyboard user pick a point with Enter and correct that entry', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ProfilePage />, { path: '/fr/profile' });
    const series = await screen.findByRole('group', { name: 'Votre poids' });
    within(series).getByRole('button', { name: "Modifier l'entrée du 26-01-10 : 84 kg" }).focus();
    await user.keyboard('{Enter}');
    expect(weightField()).toHaveValue('84');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(weightField()).toHaveFocus();

    await user.clear(weightField());
    await user.type(weightField(), '83.6');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Poids actuel mis à jour')).toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/weight')[0]?.body).toEqual({
      weight: 83.6,
      date: '2026-01-10T00:00:00.000Z',
    });
    // Same day: the entry is replaced, not added.
    expect(
      within(screen.getByRole('group', { name: 'Votre poids' })).getByRole('button', {
        name: "Modifier l'entrée du 26-01-10 : 83,6 kg",
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Votre poids' })).getAllByRole('button')).toHaveLength(2);
  });
});
