import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { i18n, initI18n } from '../../i18n/i18n';
import { AppToaster } from './AppToaster';
import { showErrorToast, showSuccessToast, TOAST_DURATION_MS } from './toasts';

initI18n('en');

afterEach(async () => {
  act(() => toast.remove());
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('toasts', () => {
  it('shows the French error toast "Erreur Inattendue" / "Veuillez réessayer plus tard" as an alert', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<AppToaster />);
    act(() => {
      showErrorToast();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur Inattendue');
    expect(alert).toHaveTextContent('Veuillez réessayer plus tard');
  });

  it('translates the error toast into the current language', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<AppToaster />);
    act(() => {
      showErrorToast();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unerwarteter Fehler');
    expect(alert).toHaveTextContent('Bitte versuchen Sie es später erneut');
  });

  it('shows a success toast with the caller’s message as a status', async () => {
    render(<AppToaster />);
    act(() => {
      showSuccessToast('Profil mis à jour');
    });
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(screen.getByText('Profil mis à jour').closest('[role="status"]')).not.toBeNull();
  });

  it(`hides a toast after ${TOAST_DURATION_MS} ms`, () => {
    jest.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      showSuccessToast('Poids actuel mis à jour');
    });
    expect(screen.getByText('Poids actuel mis à jour')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Poids actuel mis à jour')).toBeInTheDocument();
    // After the timeout the toast is dismissed, then removed once its exit animation is over.
    act(() => {
      jest.advanceTimersByTime(200);
    });
    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('Poids actuel mis à jour')).not.toBeInTheDocument();
  });
});
