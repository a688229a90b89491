import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemberApi, jsonResponse, renderWithPortal, type MemberApi } from '@qis/shared/testing';
import { ChangePasswordSection } from './ChangePasswordSection';

const current = () => screen.getByLabelText(/^Mot de passe actuel/);
const next = () => screen.getByLabelText(/^Nouveau mot de passe/);
const submit = () => screen.getByRole('button', { name: 'Changer le mot de passe' });

describe('ChangePasswordSection', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi();
  });
  afterEach(() => api.restore());

  it('asks for both passwords and counts what the new one still lacks, before any call', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ChangePasswordSection />, { path: '/fr/profile' });
    expect(screen.getByRole('heading', { name: 'Changer de mot de passe' })).toBeInTheDocument();
    await user.type(next(), 'abcde');
    expect(next()).toHaveAccessibleDescription(/Encore 3 caractères\./);
    await user.click(submit());
    expect(current()).toHaveAccessibleDescription('Saisissez votre mot de passe actuel.');
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(next()).toHaveAccessibleDescription(/doit comporter au moins 8 caractères/);
    await user.type(next(), 'f');
    expect(next()).toHaveAccessibleDescription(/Encore 2 caractères\./);
    await user.type(next(), 'gh');
    expect(next()).toHaveAccessibleDescription(/Longueur suffisante\./);
    expect(api.callsTo('POST /api/account/password')).toHaveLength(0);
  });

  it('shows the server’s reason under the new password, in the page’s language', async () => {
    const reason =
      'Ce mot de passe est trop courant : choisissez-en un que d’autres n’utilisent pas. Évitez les mots courants.';
    api.on('POST /api/account/password', () =>
      jsonResponse(400, {
        error: 'weak-password',
        message: reason,
        details: [{ field: 'newPassword', problem: 'common', message: 'Ce mot de passe est trop courant.' }],
      }),
    );
    const user = userEvent.setup();
    renderWithPortal(<ChangePasswordSection />, { path: '/fr/profile' });
    await user.type(current(), 'demo1234');
    await user.type(next(), 'password123');
    await user.click(submit());
    await waitFor(() => expect(next()).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    const [request] = api.callsTo('POST /api/account/password');
    expect(request?.headers.get('accept-language')).toBe('fr');
    expect(request?.body).toEqual({ currentPassword: 'demo1234', newPassword: 'password123' });
    // Edited again, the old reason goes: the server judges the new text when it is sent.
    await user.type(next(), '!');
    expect(next()).not.toHaveAccessibleDescription(expect.stringContaining(reason));
  });

  it('puts a wrong current password under its own field', async () => {
    api.on('POST /api/account/password', () =>
      jsonResponse(400, {
        error: 'wrong-password',
        message: 'Ce n’est pas votre mot de passe actuel.',
        details: [{ field: 'currentPassword', message: 'Ce n’est pas votre mot de passe actuel.' }],
      }),
    );
    const user = userEvent.setup();
    renderWithPortal(<ChangePasswordSection />, { path: '/fr/profile' });
    await user.type(current(), 'not mine');
    await user.type(next(), 'lantern orchard violin');
    await user.click(submit());
    await waitFor(() =>
      expect(current()).toHaveAccessibleDescription('Ce n’est pas votre mot de passe actuel.'),
    );
  });

  it('says the password changed and the other sessions were signed out, and empties the form', async () => {
    api.on('POST /api/account/password', () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithPortal(<ChangePasswordSection />, { path: '/fr/profile' });
    await user.type(current(), 'demo1234');
    await user.type(next(), 'lantern orchard violin');
    await user.click(submit());
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Votre mot de passe a été changé.'));
    expect(status).toHaveTextContent('Vos autres sessions ont été déconnectées');
    await waitFor(() => expect(next()).toHaveValue(''));
    expect(current()).toHaveValue('');
  });

  it('says so when the server cannot be reached', async () => {
    api.fail('POST /api/account/password', 503);
    const user = userEvent.setup();
    renderWithPortal(<ChangePasswordSection />, { path: '/en/profile' });
    await user.type(screen.getByLabelText(/^Current password/), 'demo1234');
    await user.type(screen.getByLabelText(/^New password/), 'lantern orchard violin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password could not be changed. Please try again later.',
    );
  });
});
