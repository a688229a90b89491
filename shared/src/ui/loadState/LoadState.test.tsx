import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../../i18n/i18n';
import { Spinner } from '../spinner/Spinner';
import { SpinnerOverlay } from '../spinner/SpinnerOverlay';
import { LoadState } from './LoadState';

initI18n('en');

const TIP_ERROR =
  "Désolé, nous n'avons pas pu charger le conseil d'aujourd'hui. Veuillez réessayer plus tard.";

describe('LoadState', () => {
  it('shows a spinner with the loading label while loading', () => {
    render(
      <LoadState isLoading isError={false} errorMessage={TIP_ERROR} onRetry={() => undefined}>
        <p>The tip</p>
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('The tip')).not.toBeInTheDocument();
  });

  it('uses a custom loading label', () => {
    render(
      <LoadState
        isLoading
        isError={false}
        errorMessage=""
        onRetry={() => undefined}
        loadingLabel="Fetching tip"
      >
        x
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Fetching tip');
  });

  it('shows the error message and a retry button that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <LoadState isLoading={false} isError errorMessage={TIP_ERROR} onRetry={onRetry}>
        <p>The tip</p>
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TIP_ERROR);
    expect(screen.queryByText('The tip')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the children once loaded', () => {
    render(
      <LoadState isLoading={false} isError={false} errorMessage={TIP_ERROR} onRetry={() => undefined}>
        <p>The tip</p>
      </LoadState>,
    );
    expect(screen.getByText('The tip')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French: "Chargement..." and "Réessayer"', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { rerender } = render(
      <LoadState isLoading isError={false} errorMessage={TIP_ERROR} onRetry={() => undefined}>
        x
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    rerender(
      <LoadState isLoading={false} isError errorMessage={TIP_ERROR} onRetry={() => undefined}>
        x
      </LoadState>,
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('Spinner and SpinnerOverlay', () => {
  it('announces the spinner as a status with its label', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('shows the overlay only while show is true', () => {
    const { rerender } = render(<SpinnerOverlay show={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SpinnerOverlay show label="Generating your plan" />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating your plan');
  });
});
