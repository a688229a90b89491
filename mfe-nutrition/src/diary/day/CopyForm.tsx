import { Field as FormField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { DIARY_DAYS_AHEAD, DIARY_DAYS_BACK, type Locale } from '@qis/contract';
import {
  Button,
  calendarDateOfIsoDay,
  DatePicker,
  isoDayOf,
  showErrorToast,
  showSuccessToast,
} from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { clientId, shiftDay, today } from '../days';
import { useNutritionDiaryCopyMutation } from '../api';
import { SelectField } from '../form/SelectField';
import { SlotOptions } from '../SlotOptions';
import styles from '../Diary.module.css';

interface CopyValues {
  from: string;
  slot: DiarySlot | '';
}

/** Copy one slot, or the whole day's meals, of another day into this one. */
export function CopyForm({ day, locale }: { day: string; locale: Locale }) {
  const { t } = useTranslation(DIARY_NS);
  const [copy, { isLoading }] = useNutritionDiaryCopyMutation();
  return (
    <details className={`${styles.copy} no-print`}>
      <summary>{t('copy.title')}</summary>
      <Form<CopyValues>
        initialValues={{ from: shiftDay(day, -1), slot: '' }}
        onSubmit={({ from, slot }) =>
          copy({ clientId: clientId(), from, to: day, ...(slot ? { slot } : {}), locale })
            .unwrap()
            .then(({ copied }) => void showSuccessToast(t('copy.done', { count: copied.length })))
            .catch(() => void showErrorToast())
        }
        subscription={{ values: true }}
        render={({ handleSubmit, values }) => (
          <form className={styles.form} onSubmit={handleSubmit}>
            <FormField<string> name="from" subscription={{ value: true }}>
              {({ input }) => (
                <DatePicker
                  label={t('copy.from')}
                  value={calendarDateOfIsoDay(input.value)}
                  min={calendarDateOfIsoDay(shiftDay(today(), -DIARY_DAYS_BACK))}
                  max={calendarDateOfIsoDay(shiftDay(today(), DIARY_DAYS_AHEAD))}
                  onChange={(date) => input.onChange(isoDayOf(date))}
                />
              )}
            </FormField>
            <SelectField name="slot" label={t('copy.what')}>
              <option value="">{t('copy.wholeDay')}</option>
              <SlotOptions />
            </SelectField>
            <Button type="submit" disabled={isLoading || values.from === day}>
              {t('copy.submit')}
            </Button>
          </form>
        )}
      />
    </details>
  );
}
