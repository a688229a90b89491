import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIARY_LIMITS } from '@qis/contract';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import '../i18n';
import { AddPanel, type AddPanelProps } from './AddPanel';

const DAY = '2026-03-02';

describe('the diary adders', () => {
  let api: FakeApi;
  let onAdd: jest.Mock<AddPanelProps['onAdd']>;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/diary/recent': [],
      'GET /api/diary/activities': [
        { code: '01019', name: 'Vélo de loisir', minutes: 45, qis: 27, kcalPerMinute: 7.3 },
      ],
    });
    onAdd = jest.fn<AddPanelProps['onAdd']>(() => Promise.resolve());
  });
  afterEach(() => api.restore());

  it('refuses a QIS beyond the contract’s bound, names it, and ties the message to the field', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AddPanel day={DAY} locale="fr" onAdd={onAdd} />, { path: '/fr/diary' });
    await user.click(screen.getByRole('radio', { name: 'Ajout rapide' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Gâteau');
    const qis = screen.getByRole('spinbutton', { name: 'QIS' });
    await user.type(qis, String(DIARY_LIMITS.qis.maximum + 1));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(qis).toHaveAttribute('aria-invalid', 'true');
    expect(qis).toHaveAccessibleDescription('Veuillez saisir les QIS, un nombre entier de 0 à 2000.');
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(qis);
    await user.type(qis, '25');
    expect(qis).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ kind: 'quick', slot: 'noon', name: 'Gâteau', qis: 25 });
    // Emptied for the next one once added.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue(''));
  });

  it('shows nothing wrong on an untouched form, then the name’s message once submitted empty', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AddPanel day={DAY} locale="en" onAdd={onAdd} />, { path: '/en/diary' });
    await user.click(screen.getByRole('radio', { name: 'Quick add' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a name.');
  });

  it('takes the minutes of an activity within the contract’s bound and previews its bonus', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AddPanel day={DAY} locale="de" onAdd={onAdd} />, { path: '/de/diary' });
    await user.click(screen.getByRole('radio', { name: 'Eine Aktivität' }));
    const minutes = screen.getByRole('spinbutton', { name: 'Minuten' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Aktivität' })).toHaveValue('01019'));
    await user.clear(minutes);
    await user.type(minutes, String(DIARY_LIMITS.minutes.maximum + 1));
    expect(minutes).toHaveAccessibleDescription('Bitte geben Sie die Minuten ein, von 1 bis 600.');
    await user.clear(minutes);
    await user.type(minutes, '60');
    // 60 min × 7.3 kcal / 12 = 36.5 → 37 QIS
    expect(screen.getByText('+37 QIS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ kind: 'activity', code: '01019', minutes: 60 });
  });
});
