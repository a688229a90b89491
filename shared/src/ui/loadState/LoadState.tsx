import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';
import '../button/button.css';
import './LoadState.css';
import { Button } from '../button/Button';

export interface LoadStateProps {
  isLoading: boolean;
  isError: boolean;
  /** The screen's own sentence, e.g. the tip of the day's "could not load" text. */
  errorMessage: string;
  onRetry: () => void;
  loadingLabel?: string;
  children: ReactNode;
}

/** The spec's load screens: loading, then an error with a retry button, or the loaded content. */
export function LoadState({
  isLoading,
  isError,
  errorMessage,
  onRetry,
  loadingLabel,
  children,
}: LoadStateProps) {
  const { t } = useTranslation('common');
  if (isLoading) return <Spinner label={loadingLabel} />;
  if (isError) {
    return (
      <div className="qis-load-error" role="alert">
        <p className="qis-load-error__message">{errorMessage}</p>
        <Button className="no-print" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
