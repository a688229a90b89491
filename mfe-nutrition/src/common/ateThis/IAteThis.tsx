import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { useLocale, type DiarySlot } from '@qis/shared';
import { showErrorToast, showSuccessToast } from '@qis/shared/ui';
import { useNutritionDiaryAddMutation } from './api';
import { ATE_THIS_NS } from './i18n';

const SLOTS: readonly DiarySlot[] = ['morning', 'noon', 'evening', 'snack'];

/** The recipes' ids start with their slot ("evening-…"): the meal it is written to unless changed. */
const slotOf = (recipeId: string): DiarySlot =>
  SLOTS.find((slot) => recipeId.startsWith(`${slot}-`)) ?? 'noon';

export interface IAteThisProps {
  recipeId: string;
  /** The portions eaten: a plan's served factor, 1 for the recipe of the day. */
  factor: number;
}

/**
 * "I ate this" on a recipe: writes it to today's diary with its portion factor. The server computes
 * its QIS from the recipe, as the plan does.
 */
export function IAteThis({ recipeId, factor }: IAteThisProps) {
  const { t } = useTranslation(ATE_THIS_NS);
  const locale = useLocale();
  const selectId = useId();
  const [slot, setSlot] = useState<DiarySlot>(slotOf(recipeId));
  const [add, { isLoading }] = useNutritionDiaryAddMutation();
  return (
    <span className="no-print" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <label htmlFor={selectId}>{t('slot')}</label>
      <select id={selectId} value={slot} onChange={(event) => setSlot(event.target.value as DiarySlot)}>
        {SLOTS.map((option) => (
          <option key={option} value={option}>
            {t(`slots.${option}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="qis-button"
        disabled={isLoading}
        onClick={() => {
          add({
            clientId: crypto.randomUUID(),
            date: format(new Date(), 'yyyy-MM-dd'),
            kind: 'recipe',
            slot,
            recipeId,
            factor,
            locale,
          })
            .unwrap()
            .then(({ entry }) => showSuccessToast(t('done', { name: entry.name, qis: entry.qis })))
            .catch(() => showErrorToast());
        }}
      >
        {t('button')}
      </button>
    </span>
  );
}
