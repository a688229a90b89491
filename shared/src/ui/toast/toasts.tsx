import toast from 'react-hot-toast';
import { i18n, COMMON_NS } from '../../i18n/i18n';
import './toasts.css';

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
