import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  /** Shown beside the spinner and announced; defaults to the translated "Loading...". */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="qis-spinner">
      <span className="qis-spinner__circle" aria-hidden="true" />
      <span className="qis-spinner__label">{label ?? t('loading')}</span>
    </div>
  );
}
