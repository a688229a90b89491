import { useTranslation } from 'react-i18next';
import '../button/button.css';
import { Button } from '../button/Button';

export interface PrintButtonProps {
  /** Defaults to the translated "Print". */
  label?: string;
  /** Runs just before the browser's print dialog opens, e.g. to prepare a print-only title. */
  onPrint?: () => void;
}

/** Prints the page; the print stylesheet hides the chrome and everything marked `no-print`, this button included. */
export function PrintButton({ label, onPrint }: PrintButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      className="no-print"
      onClick={() => {
        onPrint?.();
        window.print();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 3h10v4H7V3zm-2 5h14a3 3 0 013 3v6h-4v4H6v-4H2v-6a3 3 0 013-3zm3 8v3h8v-3H8zm10-5a1 1 0 100 2 1 1 0 000-2z"
        />
      </svg>
      {label ?? t('print')}
    </Button>
  );
}
