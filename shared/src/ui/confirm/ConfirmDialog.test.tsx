import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../../i18n/i18n';
import { ConfirmDialog } from './ConfirmDialog';

initI18n('en');

describe('ConfirmDialog', () => {
  it('defaults to the title "Success!" and an OK button, with a green check icon', () => {
    render(<ConfirmDialog open message="Message sent" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.getByTestId('confirm-check-icon')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('confirm-check-icon').querySelector('circle')).toHaveAttribute(
      'fill',
      '#16a34a',
    );
  });

  it('shows the given title, message, sub-message and button text', () => {
    render(
      <ConfirmDialog
        open
        title="Message envoyé !"
        message="Votre message a été envoyé avec succès"
        subMessage="Nous vous répondrons bientôt"
        buttonText="Fermer"
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Message envoyé !' })).toBeInTheDocument();
    expect(screen.getByText('Votre message a été envoyé avec succès')).toBeInTheDocument();
    expect(screen.getByText('Nous vous répondrons bientôt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('closes through its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<ConfirmDialog open message="Done" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} message="Done" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('translates its default title', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<ConfirmDialog open message="Envoyé" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Succès !' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
