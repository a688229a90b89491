import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectAccessToken, selectSignOutReason } from '@qis/shared';
import {
  DEMO_MEMBER,
  installMemberApi,
  jsonResponse,
  renderWithPortal,
  type MemberApi,
} from '@qis/shared/testing';
import { AccountDataSection } from './AccountDataSection';

const HISTORY = [
  { date: '2026-01-10T00:00:00.000Z', weight: 84 },
  { date: '2026-02-03T00:00:00.000Z', weight: 82.4 },
];

describe('AccountDataSection', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi({ weights: HISTORY });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('saves the export under the server’s file name and says where it went', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.on(
      'GET /api/account/export',
      () =>
        new Response('{"format":"qis-export"}', {
          headers: { 'content-disposition': 'attachment; filename="qis-export-10001-2026-05-01.json"' },
        }),
    );
    const user = userEvent.setup();
    renderWithPortal(<AccountDataSection />, { path: '/fr/profile' });
    await user.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Vos données ont été enregistrées sous qis-export-10001-2026-05-01\.json à \d\d:\d\d\./,
      ),
    );
    expect(saved).toEqual(['qis-export-10001-2026-05-01.json']);
  });

  it('shows the server’s words when the hour’s downloads are used up', async () => {
    api.on('GET /api/account/export', () =>
      jsonResponse(429, {
        error: 'rate-limited',
        message: 'Vous avez téléchargé vos données plusieurs fois.',
      }),
    );
    const user = userEvent.setup();
    renderWithPortal(<AccountDataSection />, { path: '/fr/profile' });
    await user.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Vous avez téléchargé vos données plusieurs fois.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('opens a labelled, described dialog on the password; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AccountDataSection />, { path: '/fr/profile' });
    const opener = screen.getByRole('button', { name: 'Supprimer mon compte' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveAccessibleDescription(/C’est irréversible/);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(`numéro d’adhérent ${DEMO_MEMBER.memberNumber}`),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('votre historique de poids (2 entrées) ;')).toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText(/^Votre mot de passe/)).toHaveFocus();
    // Tab stays inside: from the last button back to the first control.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(0);
  });

  it('refuses a wrong password under the field and keeps the member signed in', async () => {
    api.on('DELETE /api/account', () =>
      jsonResponse(400, {
        error: 'wrong-password',
        message: 'Ce n’est pas votre mot de passe actuel.',
        details: [{ field: 'password', message: 'Ce n’est pas votre mot de passe actuel.' }],
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithPortal(<AccountDataSection />, { path: '/fr/profile' });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    const password = within(dialog).getByLabelText(/^Votre mot de passe/);
    expect(password).toHaveAccessibleDescription('Saisissez votre mot de passe pour confirmer.');
    await user.type(password, 'not mine');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Ce n’est pas votre mot de passe actuel.'),
    );
    expect(selectAccessToken(store.getState())).not.toBeNull();
  });

  it('deletes the account with the password, then ends the session with its reason', async () => {
    api.on('DELETE /api/account', () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    const { store } = renderWithPortal(<AccountDataSection />, { path: '/fr/profile' });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(screen.getByLabelText(/^Votre mot de passe/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(selectAccessToken(store.getState())).toBeNull());
    expect(selectSignOutReason(store.getState())).toBe('account-deleted');
    const [request] = api.callsTo('DELETE /api/account');
    expect(request?.body).toEqual({ password: 'demo1234' });
    expect(request?.headers.get('x-xsrf-token')).toBeTruthy();
  });
});
