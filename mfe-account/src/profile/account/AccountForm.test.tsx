import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, selectUser } from '@qis/shared';
import type { User } from '@qis/contract/api';
import { DEMO_MEMBER, installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';
import { AccountSection } from './AccountSection';
import '../i18n';

const submitButton = () => screen.getByRole('button', { name: 'Mettre à jour' });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function renderLoaded() {
  const rendered = renderWithPortal(<AccountSection />, { path: '/fr/profile' });
  await screen.findByRole('button', { name: 'Mettre à jour' });
  return rendered;
}

describe('Account form "Votre compte"', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi({ profile: { ...DEMO_MEMBER, email: 'camille.martin@example.com' } });
  });
  afterEach(() => api.restore());

  it('loads the profile from the API when it opens, with the membership number read-only', async () => {
    await renderLoaded();
    expect(api.callsTo('GET /api/profile')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Votre compte' })).toBeInTheDocument();
    const memberNumber = field("Numéro d'adhérent");
    expect(memberNumber).toHaveValue('QIS-000123');
    expect(memberNumber).toHaveAttribute('readonly');
    expect(field('Prénom')).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
    // The API's profile, not the (older) one in browser storage.
    expect(field('Adresse email')).toHaveValue('camille.martin@example.com');
    expect(field('Mois de naissance')).toHaveValue('4');
    expect(field('Année de naissance')).toHaveValue('1988');
    expect(field('Poids souhaité')).toHaveValue('72');
    expect(screen.getByRole('radio', { name: 'Femme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Homme' })).not.toBeChecked();
  });

  it('keeps "Mettre à jour" disabled while pristine, enables it once edited', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Homme' }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Femme' }));
    expect(submitButton()).toBeDisabled();
  });

  it('shows each rule message only once the field is touched or edited, and disables saving while invalid', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();

    await user.clear(field('Prénom'));
    expect(screen.getByText('Le prénom est requis')).toBeInTheDocument();
    expect(field('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
    await user.type(field('Prénom'), 'Léa');
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();

    await user.clear(field('Adresse email'));
    expect(screen.getByText("L'adresse email est requise")).toBeInTheDocument();
    await user.type(field('Adresse email'), 'lea@example');
    expect(screen.getByText('Adresse email invalide.')).toBeInTheDocument();
    await user.type(field('Adresse email'), '.com');
    expect(screen.queryByText('Adresse email invalide.')).not.toBeInTheDocument();

    await user.clear(field('Mois de naissance'));
    await user.type(field('Mois de naissance'), '13');
    expect(screen.getByText('Le mois de naissance doit être un nombre de 1 à 12')).toBeInTheDocument();

    await user.clear(field('Année de naissance'));
    await user.type(field('Année de naissance'), '1899');
    expect(
      screen.getByText(`L'année de naissance doit être comprise entre 1900 et ${new Date().getFullYear()}`),
    ).toBeInTheDocument();

    await user.clear(field('Poids souhaité'));
    expect(screen.getByText('Le poids souhaité est requis')).toBeInTheDocument();
    await user.type(field('Poids souhaité'), '9');
    expect(screen.getByText('Le poids souhaité doit être compris entre 10 et 500 kg')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('asks for a gender when the profile has none, once the choice is visited', async () => {
    const user = userEvent.setup();
    api.state.profile = { ...api.state.profile, gender: null };
    await renderLoaded();
    expect(screen.queryByText('Veuillez sélectionner un genre.')).not.toBeInTheDocument();
    screen.getByRole('radio', { name: 'Femme' }).focus();
    await user.tab();
    expect(screen.getByText('Veuillez sélectionner un genre.')).toBeInTheDocument();
  });

  it('saves the profile: POST {profile}, toast, store and browser storage updated, pristine again', async () => {
    const user = userEvent.setup();
    const { store } = await renderLoaded();
    expect(screen.queryByText('Profil mis à jour')).not.toBeInTheDocument();

    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Léa');
    await user.clear(field('Adresse email'));
    await user.type(field('Adresse email'), 'Lea.Martin@Example.com');
    await user.clear(field('Poids souhaité'));
    await user.type(field('Poids souhaité'), '62,5');
    await user.click(screen.getByRole('radio', { name: 'Homme' }));
    await user.click(submitButton());

    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    const [post] = api.callsTo('POST /api/profile');
    expect(post?.body).toEqual({
      profile: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'Lea.Martin@Example.com',
        birthMonth: 4,
        birthYear: 1988,
        desiredWeight: 62.5,
        gender: 'male',
      },
    });
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('csrf-test-token');

    // The server's saved values (it lower-cases the email) are merged into the signed-in user.
    const expected: User = {
      ...DEMO_MEMBER,
      firstName: 'Léa',
      email: 'lea.martin@example.com',
      desiredWeight: 62.5,
      gender: 'male',
    };
    expect(selectUser(store.getState())).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(expected);

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(field('Adresse email')).toHaveValue('lea.martin@example.com');
    // No second GET: the answer of the save refreshes the cached profile.
    expect(api.callsTo('GET /api/profile')).toHaveLength(1);
  });

  it('keeps the input and shows the error toast when the save fails', async () => {
    const user = userEvent.setup();
    const { store } = await renderLoaded();
    api.fail('POST /api/profile');
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Léa');
    await user.click(submitButton());

    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer plus tard')).toBeInTheDocument();
    expect(screen.queryByText('Profil mis à jour')).not.toBeInTheDocument();
    expect(field('Prénom')).toHaveValue('Léa');
    expect(submitButton()).toBeEnabled();
    expect(selectUser(store.getState())?.firstName).toBe('Camille');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    api.fail('GET /api/profile');
    renderWithPortal(<AccountSection />, { path: '/fr/profile' });
    expect(await screen.findByText(/nous n'avons pas pu charger votre profil/)).toBeInTheDocument();
    api.recover('GET /api/profile');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
  });
});
