import { Spinner } from './Spinner';
import './Spinner.css';

export interface SpinnerOverlayProps {
  show: boolean;
  label?: string;
}

/** Covers the page while a long call runs (the meal plan's generation, for one). */
export function SpinnerOverlay({ show, label }: SpinnerOverlayProps) {
  if (!show) return null;
  return (
    <div className="qis-spinner-overlay no-print" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
