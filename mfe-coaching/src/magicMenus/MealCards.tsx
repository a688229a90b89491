import { useTranslation } from 'react-i18next';
import type { MagicMeal } from '@qis/contract/api';
import { MAGIC_MENUS_NS } from './i18n';
import { MealIcon } from './MealIcon';
import { MEALS } from './meals';
import styles from './MagicMenusPage.module.css';
import { Button } from '@qis/shared/ui';

interface MealCardsProps {
  /** A recipe is being made: the cards wait. */
  busy: boolean;
  onMake: (meal: MagicMeal) => void;
}

/** Breakfast, Main Course and Snack: each card makes a new recipe for that meal. */
export function MealCards({ busy, onMake }: MealCardsProps) {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  return (
    <ul className={styles.cards}>
      {MEALS.map(({ meal, key }) => (
        <li key={meal} className={styles.card}>
          <span className={styles.cardIcon}>
            <MealIcon meal={key} />
          </span>
          <h3 className={styles.cardTitle}>{t(`meals.${key}.name`)}</h3>
          <p className={styles.cardText}>{t(`meals.${key}.description`)}</p>
          <Button
            variant="primary"
            disabled={busy}
            aria-label={t(`meals.${key}.create`)}
            onClick={() => onMake(meal)}
          >
            {t('meals.create')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
