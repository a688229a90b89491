import { useTranslation } from 'react-i18next';
import { Button } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import styles from './MyFoods.module.css';

interface ItemActionsProps {
  /** The food's or recipe's name, so each button says what it acts on to a screen reader. */
  name: string;
  /** A recipe opens first; a food has nothing more to show than its row. */
  onOpen?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A listed food's or recipe's buttons: open (recipes), edit, delete, each named with the item. */
export function ItemActions({ name, onOpen, onEdit, onDelete }: ItemActionsProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  return (
    <div className={styles.itemActions}>
      {onOpen ? (
        <Button onClick={onOpen} aria-label={t('openNamed', { name })}>
          {t('open')}
        </Button>
      ) : null}
      <Button onClick={onEdit} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Button>
      <Button onClick={onDelete} aria-label={t('deleteNamed', { name })}>
        {t('delete')}
      </Button>
    </div>
  );
}
