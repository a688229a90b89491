import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '../ProfilePage';
import { installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';

const weightField = () => screen.getByLabelText(/^Poids \(kg\)/) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
const frenchLongDate = (date: Date) => new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(date);
const utcMidnightOfLocalDay = (date: Date) =>
  new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();

async function renderPage() {
  const rendered = renderWithPortal(<ProfilePage />, { path: '/fr/profile' });
  await screen.findByRole('button', { name: 'Mettre à jour' });
  return rendered;
}

describe('Weight form "Historique du poids"', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi({ weights: [{ date: '2026-01-10T00:00:00.000Z', weight: 84 }] });
  });
  afterEach(() => api.restore());

  it('asks for the weight often, dates it today by default, and waits for a weight', async () => {
    await renderPage();
    const block = screen.getByRole('region', { name: 'Historique du poids' });
    expect(
      within(block).getByText('Saisissez votre poids aussi souvent que possible, de préférence chaque jour.'),
    ).toBeInTheDocument();
    expect(within(block).getByLabelText('Date')).toHaveValue(frenchLongDate(new Date()));
    expect(saveButton()).toBeDisabled();
  });

  it('validates the weight: required, from 10 to 500 kg', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(weightField(), '7');
    expect(screen.getByText('Le poids doit être compris entre 10 et 500 kg')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.clear(weightField());
    expect(screen.getByText('Le poids est requis')).toBeInTheDocument();
    await user.type(weightField(), '501');
    expect(screen.getByText('Le poids doit être compris entre 10 et 500 kg')).toBeInTheDocument();
    await user.clear(weightField());
    await user.type(weightField(), '500');
    expect(screen.queryByText(/Le poids doit être compris/)).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it("saves today's weight at UTC midnight, toasts and redraws the chart from the answer", async () => {
    const user = userEvent.setup();
    await renderPage();
    const series = await screen.findByRole('group', { name: 'Votre poids' });
    expect(within(series).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Poids actuel mis à jour')).not.toBeInTheDocument();

    await user.type(weightField(), '72,5');
    await user.click(saveButton());

    expect(await screen.findByText('Poids actuel mis à jour')).toBeInTheDocument();
    const [post] = api.callsTo('POST /api/profile/weight');
    expect(post?.body).toEqual({ weight: 72.5, date: utcMidnightOfLocalDay(new Date()) });
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('csrf-test-token');
    // The toast comes with the save's answer; the chart draws that answer in the render after it.
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Votre poids' })).getAllByRole('button')).toHaveLength(
        2,
      ),
    );
    // The answer of the save is the new history: no second GET.
    expect(api.callsTo('GET /api/profile/weight')).toHaveLength(1);
    // Saved: pristine again, the saved weight still shown.
    expect(saveButton()).toBeDisabled();
    expect(weightField()).toHaveValue('72,5');
  });

  it('saves the weight for a day picked in the calendar', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(weightField(), '81');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    const today = new Date();
    const picked = new Date(today.getFullYear(), today.getMonth() - 1, 15);
    await user.click(screen.getByRole('button', { name: new RegExp(frenchLongDate(picked)) }));

    expect(screen.queryByRole('dialog', { name: 'Calendrier' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(frenchLongDate(picked));
    await user.click(saveButton());

    expect(await screen.findByText('Poids actuel mis à jour')).toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/weight')[0]?.body).toEqual({
      weight: 81,
      date: utcMidnightOfLocalDay(picked),
    });
  });

  it('keeps the input and shows the error toast when the save fails', async () => {
    const user = userEvent.setup();
    await renderPage();
    api.fail('POST /api/profile/weight');
    await user.type(weightField(), '80');
    await user.click(saveButton());

    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.queryByText('Poids actuel mis à jour')).not.toBeInTheDocument();
    expect(weightField()).toHaveValue('80');
    expect(saveButton()).toBeEnabled();
  });
});
