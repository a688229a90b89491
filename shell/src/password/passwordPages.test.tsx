import { beforeEach, describe, expect, it } from '@jest/globals';
import { loadRemote, prepareShell, renderShellAt } from '../testing/renderShell';
import '../testing/portalRouteTables';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '@qis/shared';
import {
  fakeRemoteRoutes,
  installFakeApi,
  jsonResponse,
  storeSession,
  type FakeApi,
} from '@qis/shared/testing';

const location = () => screen.getByTestId('location');
const noContent = () => new Response(null, { status: 204 });

let api: FakeApi;
beforeEach(() => {
  prepareShell({ signedIn: false });
  loadRemote.mockImplementation(async () => fakeRemoteRoutes({ profile: 'Profile screen' }));
  api = installFakeApi({
    'GET /api/status': { activeUsers: 4 },
    'POST /api/auth/password-reset': noContent,
    'POST /api/auth/password-reset/confirm': noContent,
  });
});

describe('a forgotten password', () => {
  it('leads from the French login to the request form, signed out, and gives the same answer to anyone', async () => {
    const user = userEvent.setup();
    renderShellAt('/fr/login');
    await user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié ?' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/fr\/forgot-password$/);

    const email = screen.getByLabelText(/^Adresse email/);
    await user.type(email, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien' }));
    expect(email).toHaveAccessibleDescription('Adresse email invalide.');
    expect(api.callsTo('POST /api/auth/password-reset')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' camille@example.com ');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Si camille@example.com est l’adresse d’un compte adhérent, un email avec un lien est en route.',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('pendant 60 minutes');
    const [request] = api.callsTo('POST /api/auth/password-reset');
    expect(request?.body).toEqual({ email: 'camille@example.com', locale: 'fr' });
    expect(request?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/fr/login');
  });

  it('says what the server says when the address asked too often', async () => {
    api.on('POST /api/auth/password-reset', () =>
      jsonResponse(429, { error: 'rate-limited', message: 'Trop de demandes de réinitialisation.' }),
    );
    const user = userEvent.setup();
    renderShellAt('/fr/forgot-password');
    await user.type(await screen.findByLabelText(/^Adresse email/), 'camille@example.com');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes de réinitialisation.');
  });
});

describe('the reset link', () => {
  const field = () => screen.getByLabelText(/^Nouveau mot de passe/);
  const submit = () => screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' });

  it('sets the new password with the token, then offers the sign-in with focus on it', async () => {
    const user = userEvent.setup();
    renderShellAt('/fr/reset-password?token=abc123');
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'lantern orchard violin');
    await user.click(submit());
    const signIn = await screen.findByRole('link', { name: 'Se connecter' });
    await waitFor(() => expect(signIn).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Votre nouveau mot de passe est enregistré');
    const [request] = api.callsTo('POST /api/auth/password-reset/confirm');
    expect(request?.body).toEqual({ token: 'abc123', newPassword: 'lantern orchard violin' });
    expect(request?.headers.get('accept-language')).toBe('fr');
    await user.click(signIn);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/fr\/login$/));
  });

  it('shows the server’s reason for a weak password under the field, the link still usable', async () => {
    const reason = 'Ce mot de passe est trop facile à deviner : une phrase plus longue est plus sûre.';
    api.on('POST /api/auth/password-reset/confirm', () =>
      jsonResponse(400, {
        error: 'weak-password',
        message: reason,
        details: [{ field: 'newPassword', problem: 'guessable', message: reason }],
      }),
    );
    const user = userEvent.setup();
    renderShellAt('/fr/reset-password?token=abc123');
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'qwerty2024');
    await user.click(submit());
    await waitFor(() => expect(field()).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(submit()).toBeEnabled();
  });

  it('offers a new link when this one is spent', async () => {
    api.on('POST /api/auth/password-reset/confirm', () =>
      jsonResponse(400, { error: 'invalid-reset-token', message: 'Ce lien n’est plus valable.' }),
    );
    const user = userEvent.setup();
    renderShellAt('/fr/reset-password?token=used');
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'lantern orchard violin');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/fr/forgot-password',
    );
  });

  it('without a token, says the link is incomplete', async () => {
    renderShellAt('/de/reset-password');
    expect(await screen.findByText(/Dieser Link ist unvollständig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/de/forgot-password',
    );
  });
});

describe('after the account is deleted', () => {
  it('lands on the login page, which says so in a live region', async () => {
    storeSession();
    const { store } = renderShellAt('/fr/profile');
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    act(() => endSession(store.dispatch, 'account-deleted'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/fr\/login$/));
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('status')).toHaveTextContent(
        'Votre compte a été supprimé, avec tout ce que le portail conservait à votre sujet.',
      ),
    );
  });
});
