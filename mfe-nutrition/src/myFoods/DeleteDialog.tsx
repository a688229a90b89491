import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, showSuccessToast } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { useMyFoodsErrorMessage } from './errors';
import styles from './MyFoods.module.css';

interface DeleteDialogProps {
  name: string;
  /** Deletes it; a refusal (a food a recipe still uses) rejects with the API's answer. */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** "Delete …?" with the reason in the member's language when the server refuses. */
export function DeleteDialog({ name, onDelete, onClose }: DeleteDialogProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorMessage = useMyFoodsErrorMessage();
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
      showSuccessToast(t('deleted', { name }));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('deleteTitle', { name })} onClose={onClose}>
      <p>{t('deleteText')}</p>
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" disabled={busy} onClick={() => void remove()}>
          {t('delete')}
        </Button>
        <Button data-autofocus onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </Modal>
  );
}
