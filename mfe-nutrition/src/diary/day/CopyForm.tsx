import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { calendarDateOfIsoDay, DatePicker, isoDayOf, showErrorToast, showSuccessToast } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { clientId, shiftDay, today } from '../days';
import { SLOTS, slotLabelKey } from '../slots';
import { useNutritionDiaryCopyMutation } from '../api';
import styles from '../Diary.module.css';

/** Copy one slot, or the whole day's meals, of another day into this one. */
export function CopyForm({ day, locale }: { day: string; locale: Locale }) {
  const { t } = useTranslation(DIARY_NS);
  const [from, setFrom] = useState(shiftDay(day, -1));
  const [slot, setSlot] = useState<DiarySlot | ''>('');
  const [copy, { isLoading }] = useNutritionDiaryCopyMutation();
  return (
    <details className={`${styles.copy} no-print`}>
      <summary>{t('copy.title')}</summary>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          copy({ clientId: clientId(), from, to: day, ...(slot ? { slot } : {}), locale })
            .unwrap()
            .then(({ copied }) => showSuccessToast(t('copy.done', { count: copied.length })))
            .catch(() => showErrorToast());
        }}
      >
        <DatePicker
          label={t('copy.from')}
          value={calendarDateOfIsoDay(from)}
          min={calendarDateOfIsoDay(shiftDay(today(), -365))}
          max={calendarDateOfIsoDay(shiftDay(today(), 1))}
          onChange={(date) => setFrom(isoDayOf(date))}
        />
        <label className={styles.field}>
          <span className={styles.label}>{t('copy.what')}</span>
          <select
            className="qis-select"
            value={slot}
            onChange={(event) => setSlot(event.target.value as DiarySlot | '')}
          >
            <option value="">{t('copy.wholeDay')}</option>
            {SLOTS.map((option) => (
              <option key={option} value={option}>
                {t(slotLabelKey(option))}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="qis-button" disabled={isLoading || from === day}>
          {t('copy.submit')}
        </button>
      </form>
    </details>
  );
}
