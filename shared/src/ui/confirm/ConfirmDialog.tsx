import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/Modal';
import { CheckIcon } from './CheckIcon';
import '../button/button.css';
import './ConfirmDialog.css';
import { Button } from '../button/Button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the translated "Success!". */
  title?: string;
  message: string;
  subMessage?: string;
  /** Defaults to "OK". */
  buttonText?: string;
  onClose: () => void;
}

/** The spec's reusable confirmation: a green check, a message, an optional sub-message and one closing button. */
export function ConfirmDialog({ open, title, message, subMessage, buttonText, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title ?? t('success')}
      onClose={onClose}
      className="qis-confirm"
      footer={
        <Button variant="primary" data-autofocus onClick={onClose}>
          {buttonText ?? t('ok')}
        </Button>
      }
    >
      <div className="qis-confirm__content">
        <CheckIcon />
        <p className="qis-confirm__message">{message}</p>
        {subMessage && <p className="qis-confirm__sub-message">{subMessage}</p>}
      </div>
    </Modal>
  );
}
