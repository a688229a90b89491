import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@qis/shared/ui';
import { CHAT_NS } from './i18n';
import styles from './ChatPage.module.css';

interface DeleteHistoryProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** The delete-history icon; it asks for confirmation before anything is deleted. */
export function DeleteHistory({ disabled, onConfirm }: DeleteHistoryProps) {
  const { t } = useTranslation(CHAT_NS);
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  return (
    <>
      <Button
        className={styles.iconButton}
        aria-label={t('delete.button')}
        title={t('delete.button')}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
          />
        </svg>
      </Button>
      <Modal
        open={asking}
        title={t('delete.title')}
        onClose={close}
        footer={
          <>
            <Button data-autofocus onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('delete.message')}</p>
      </Modal>
    </>
  );
}
