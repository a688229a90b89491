import { Field as FormField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { addDays, calendarDateOf, isoDayOf, type Locale } from '@qis/contract';
import { Button, DatePicker, showErrorToast, showSuccessToast } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { clientId, diaryDays } from '../days';
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
        initialValues={{ from: addDays(day, -1), slot: '' }}
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
                  value={calendarDateOf(input.value)}
                  min={calendarDateOf(diaryDays().first)}
                  max={calendarDateOf(diaryDays().last)}
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
