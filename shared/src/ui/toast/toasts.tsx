import toast from 'react-hot-toast';
import { i18n, COMMON_NS } from '../../i18n/i18n';
import './toasts.css';
import { Button } from '../button/Button';

/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = 5000;

/**
 * The portal's one error toast for a failed call ("Erreur Inattendue" / "Veuillez réessayer plus tard" in French),
 * announced assertively. Called from event handlers and effects, hence the i18n instance instead of a hook.
 */
export function showErrorToast(): string {
  const title = i18n.t('toast.errorTitle', { ns: COMMON_NS });
  const text = i18n.t('toast.errorText', { ns: COMMON_NS });
  return toast.error(
    <span className="qis-toast">
      <strong className="qis-toast__title">{title}</strong>
      <span className="qis-toast__text">{text}</span>
    </span>,
    { ariaProps: { role: 'alert', 'aria-live': 'assertive' } },
  );
}

/** A success toast with the caller's already translated message (e.g. "Profil mis à jour"). */
export function showSuccessToast(message: string): string {
  return toast.success(<span className="qis-toast__text">{message}</span>);
}

/**
 * A success toast with an action that takes it back (e.g. "Deleted: Soup." with "Undo"); the toast
 * closes when the action is chosen, and stays a little longer than the others to leave time for it.
 */
export function showUndoToast(message: string, undoLabel: string, onUndo: () => void): string {
  return toast(
    (shown) => (
      <span className="qis-toast qis-toast--action">
        <span className="qis-toast__text">{message}</span>
        <Button
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </span>
    ),
    { duration: TOAST_DURATION_MS * 2 },
  );
}
