import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn } from './focusable';
import { isTopModal, pushModal, removeModal } from './modalStack';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** The id of the text that says what the dialog is about (read with its title when it opens). */
  describedBy?: string;
}

/**
 * An accessible dialog: focus moves in on open, Tab and Shift+Tab stay inside, Escape and the
 * backdrop close it, and focus returns to the element that opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({ title, onClose, children, footer, className, describedBy }: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [id] = useState(() => Symbol('modal'));
  // Read through a ref so a parent passing a new arrow function each render does not re-run the focus effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    const dialog = dialogRef.current;
    if (dialog) initialFocusTarget(dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !dialogRef.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeModal(id);
      if (opener?.isConnected) opener.focus();
    };
  }, [id]);

  // A click that starts and ends on the backdrop closes; a text selection dragged out of the dialog does not.
  const pressedOnBackdrop = useRef(false);
  return createPortal(
    <div className="qis-modal-root">
      <div
        className="qis-modal-backdrop"
        onMouseDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
          pressedOnBackdrop.current = false;
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={className ? `qis-modal ${className}` : 'qis-modal'}
        >
          <div className="qis-modal__header">
            <h2 id={titleId} className="qis-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="qis-modal__close no-print"
              aria-label={t('close')}
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="qis-modal__body">{children}</div>
          {footer !== undefined && <div className="qis-modal__footer no-print">{footer}</div>}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** `[data-autofocus]` first (a dialog's main action), else the first control of the body or footer, else the dialog. */
function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (preferred) return preferred;
  const content = Array.from(
    dialog.querySelectorAll<HTMLElement>('.qis-modal__body, .qis-modal__footer'),
  ).flatMap(focusableIn);
  return content[0] ?? focusableIn(dialog)[0] ?? dialog;
}

function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
