import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_REASONS } from '@qis/contract';
import ContactPage from './ContactPage';
import { installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const nameField = () => field(/^Nom/);
const emailField = () => field(/^Email/);
const reasonField = () => field(/^Raison/) as unknown as HTMLSelectElement;
const referenceField = () => field(/^Référence/);
const memberField = () => field(/^Numéro d'adhérent/);
const messageField = () => screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });

describe('ContactPage', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi();
  });
  afterEach(() => api.restore());

  it('shows the intro, the four expert lines (three free of charge) and the membership-number hint', async () => {
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(/Nos experts en nutrition vous conseillent volontiers/)).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: "Nos lignes d'experts" })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.querySelector('span')?.textContent)).toEqual([
      'Allemagne',
      'Autriche',
      'Suisse',
      'International',
    ]);
    expect(lines.map((line) => within(line).queryByText('Appel gratuit') !== null)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    for (const line of lines)
      expect(within(line).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:\+\d+$/));
    expect(screen.getByText("Veuillez avoir votre numéro d'adhérent à portée de main.")).toBeInTheDocument();
  });

  it('prefills name, email and membership number from the signed-in member', async () => {
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    expect(nameField()).toHaveValue('Camille Martin');
    expect(emailField()).toHaveValue('demo@example.com');
    expect(memberField()).toHaveValue('QIS-000123');
    expect(referenceField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
  });

  it('starts the reason select on a disabled placeholder, followed by the six reasons', async () => {
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    const options = within(reasonField()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual([
      'Sélectionnez la raison',
      'Le concept du programme',
      'Plan de repas',
      'QIS',
      'Points bonus',
      "Suggestion d'amélioration",
      'Autre',
    ]);
    expect(options[0]).toBeDisabled();
    expect(options[0]?.selected).toBe(true);
    expect(options.slice(1).map((option) => option.value)).toEqual([...CONTACT_REASONS]);
    expect(sendButton()).toBeDisabled();
  });

  it('shows each rule message once a field is touched or edited', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();

    await user.clear(nameField());
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    await user.clear(emailField());
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    await user.type(emailField(), 'camille@');
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    await user.clear(memberField());
    expect(screen.getByText("Le numéro d'adhérent est requis")).toBeInTheDocument();
    // Reason and message: touched (focused then left) without a value.
    await user.click(reasonField());
    await user.click(messageField());
    await user.tab();
    expect(screen.getByText('La raison est requise')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    // The reference is optional: no message for it.
    await user.click(referenceField());
    await user.tab();
    expect(referenceField()).not.toHaveAttribute('aria-invalid');
    expect(sendButton()).toBeDisabled();
  });

  it('enables sending only once every required field is valid', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    await user.selectOptions(reasonField(), 'qis');
    expect(sendButton()).toBeDisabled();
    await user.type(messageField(), 'Bonjour');
    expect(sendButton()).toBeEnabled();
    await user.clear(emailField());
    await user.type(emailField(), 'pas-une-adresse');
    expect(sendButton()).toBeDisabled();
  });

  it('sends the message with the locale, confirms it in a dialog and resets the form to the prefilled values', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    await user.selectOptions(reasonField(), 'meal-plan');
    await user.type(referenceField(), 'REF-7');
    await user.type(messageField(), 'Puis-je remplacer le poisson du mardi ?');
    await user.clear(nameField());
    await user.type(nameField(), 'Camille M.');
    await user.click(sendButton());

    const dialog = await screen.findByRole('dialog', { name: 'Message envoyé !' });
    expect(within(dialog).getByText('Votre message a été envoyé avec succès')).toBeInTheDocument();
    expect(within(dialog).getByText('Nous vous répondrons bientôt')).toBeInTheDocument();
    expect(api.state.contacts).toEqual([
      {
        name: 'Camille M.',
        email: 'demo@example.com',
        reason: 'meal-plan',
        reference: 'REF-7',
        membershipNumber: 'QIS-000123',
        message: 'Puis-je remplacer le poisson du mardi ?',
        locale: 'fr',
      },
    ]);
    expect(api.callsTo('POST /api/contact')[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-test-token');

    expect(nameField()).toHaveValue('Camille Martin');
    expect(reasonField()).toHaveValue('');
    expect(referenceField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(screen.queryByText('Le message est requis')).not.toBeInTheDocument();

    // The dialog's own button (the header's × shares its accessible name).
    await user.click(within(dialog).getByText('Fermer', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Écrivez-nous' })).toHaveFocus();
  });

  it('leaves the reference out when it is empty and sends the locale of the URL', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ContactPage />, { path: '/de/contact' });
    await user.selectOptions(screen.getByLabelText(/^Anliegen/), 'other');
    await user.type(screen.getByLabelText(/^Nachricht/), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('dialog', { name: 'Nachricht gesendet!' })).toBeInTheDocument();
    expect(api.state.contacts[0]).not.toHaveProperty('reference');
    expect(api.state.contacts[0]?.locale).toBe('de');
  });

  it('keeps the input and shows the error toast when sending fails', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ContactPage />, { path: '/fr/contact' });
    api.fail('POST /api/contact');
    await user.selectOptions(reasonField(), 'bonus-points');
    await user.type(messageField(), 'Mes points bonus');
    await user.click(sendButton());

    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer plus tard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reasonField()).toHaveValue('bonus-points');
    expect(messageField()).toHaveValue('Mes points bonus');
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it('leaves the fields empty to fill in when no member is stored', async () => {
    renderWithPortal(<ContactPage />, { path: '/fr/contact', signIn: { user: null } });
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(memberField()).toHaveValue('');
  });
});
