import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiaryMealsListQuery } from '@qis/shared';
import type { DiarySlot } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { Button, QueryState } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { slotLabelKey } from '../slots';
import type { AddPanelProps } from './AddPanel';
import styles from '../Diary.module.css';
import mealStyles from './MealsAdder.module.css';

interface MealsAdderProps {
  day: string;
  slot: DiarySlot;
  locale: Locale;
  onAdd: AddPanelProps['onAdd'];
}

/**
 * "My meals": the member's saved meals, each added in one tap to the chosen slot of the day shown.
 * The add goes through the diary's pending writes with a client id made here, once per tap, so a
 * write kept offline and sent again later adds the meal once.
 */
export function MealsAdder({ day, slot, locale, onAdd }: MealsAdderProps) {
  const { t } = useTranslation(DIARY_NS);
  const query = useDiaryMealsListQuery();
  const [adding, setAdding] = useState<string | null>(null);
  const meals = query.currentData ?? [];
  const slotName = t(slotLabelKey(slot));
  return (
    <QueryState query={query} errorMessage={t('meals.loadError')} onRetry={() => void query.refetch()}>
      {meals.length === 0 ? (
        <p className={styles.empty}>{t('meals.none')}</p>
      ) : (
        <ul className={styles.foods} aria-label={t('meals.mine')}>
          {meals.map((meal) => (
            <li key={meal.id} className={mealStyles.meal}>
              <span className={mealStyles.mealText}>
                <span>{meal.name}</span>
                <span className={styles.foodQis}>
                  {t('meals.summary', { count: meal.items.length, qis: meal.qis })}
                </span>
              </span>
              <Button
                disabled={adding === meal.id}
                aria-label={t('meals.addTo', { name: meal.name, slot: slotName })}
                onClick={() => {
                  setAdding(meal.id);
                  const request = {
                    kind: 'meal' as const,
                    clientId: clientId(),
                    date: day,
                    slot,
                    mealId: meal.id,
                    locale,
                  };
                  void onAdd(request, meal.name, meal.qis).finally(() => setAdding(null));
                }}
              >
                {t('add.submit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
