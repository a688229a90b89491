import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiaryAddMutation } from '../../api/diaryApi';
import { DIARY_SLOTS, dayOf, type DiarySlot } from '@qis/contract';
import { useLocale } from '../../i18n/useLocale';
import { showErrorToast, showSuccessToast } from '../toast/toasts';
import './ateThis.css';
import { Button } from '../button/Button';

/** What was eaten: a stored recipe (the server computes its QIS), or a dish that is not stored. */
export type AteThisItem =
  | {
      kind: 'recipe';
      recipeId: string;
      /** The portions eaten: a plan's served factor, 1 otherwise. */ factor: number;
    }
  | {
      kind: 'quick';
      name: string;
      qis: number;
      /** Where it comes from, kept with the entry. */ source: 'magic-menu';
    };

export interface IAteThisProps {
  item: AteThisItem;
  /** The meal it is written to unless the member changes it; a recipe's own by default (its id starts with it). */
  slot?: DiarySlot;
}

const slotOf = (item: AteThisItem): DiarySlot =>
  (item.kind === 'recipe' && DIARY_SLOTS.find((slot) => item.recipeId.startsWith(`${slot}-`))) || 'noon';

/**
 * "I ate this": writes the item to the member's diary for their today (their own clock), in the meal chosen,
 * through the portal's one diary API. A plan's recipe keeps its served portion factor.
 */
export function IAteThis({ item, slot: initialSlot }: IAteThisProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const selectId = useId();
  const [slot, setSlot] = useState<DiarySlot>(initialSlot ?? slotOf(item));
  const [add, { isLoading }] = useDiaryAddMutation();
  const write = () => {
    const common = { clientId: crypto.randomUUID(), date: dayOf(new Date(), 'local'), slot };
    const request =
      item.kind === 'recipe'
        ? { ...common, kind: 'recipe' as const, recipeId: item.recipeId, factor: item.factor, locale }
        : { ...common, kind: 'quick' as const, name: item.name, qis: item.qis, source: item.source };
    add(request)
      .unwrap()
      .then(({ entry }) => showSuccessToast(t('ateThis.done', { name: entry.name, qis: entry.qis })))
      .catch(() => showErrorToast());
  };
  return (
    <span className="qis-ate-this no-print">
      <label htmlFor={selectId}>{t('ateThis.slot')}</label>
      <select
        id={selectId}
        className="qis-select"
        value={slot}
        onChange={(event) => setSlot(event.target.value as DiarySlot)}
      >
        {DIARY_SLOTS.map((option) => (
          <option key={option} value={option}>
            {t(`ateThis.slots.${option}`)}
          </option>
        ))}
      </select>
      <Button disabled={isLoading} onClick={write}>
        {t('ateThis.button')}
      </Button>
    </span>
  );
}
