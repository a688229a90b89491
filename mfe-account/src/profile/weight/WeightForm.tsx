import { useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { PageSection, Button, DatePicker, showErrorToast, showSuccessToast } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { TextField } from '../../common/TextField';
import { calendarDateAt, type CalendarDate } from '@qis/contract';
import { useSaveWeight } from '../hooks/useSaveWeight';
import type { PickedEntry } from '../pickedEntry';
import { LoadPickedEntry } from './LoadPickedEntry';
import {
  WEIGHT_MAX,
  WEIGHT_MIN,
  sameDateValue,
  validateWeightForm,
  weightToSave,
  type WeightFormValues,
} from './weightFormValues';
import formStyles from '../../common/Form.module.css';
import styles from '../ProfilePage.module.css';

interface WeightFormProps {
  /** The entry last chosen on the chart, loaded into the form when it changes. */
  picked: PickedEntry | null;
}

/** The "Historique du poids" block: one weight for one day; the date defaults to today. */
export function WeightForm({ picked }: WeightFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const weightRef = useRef<HTMLInputElement>(null);
  const { save } = useSaveWeight();
  // Created once: a new object each render would re-initialise the form and lose the input.
  const [initialValues] = useState<WeightFormValues>(() => ({
    weight: '',
    date: calendarDateAt(new Date(), 'local'),
  }));

  const onSubmit = async (values: WeightFormValues, form: FormApi<WeightFormValues>) => {
    const { weight, date } = weightToSave(values);
    try {
      await save(weight, date);
    } catch {
      showErrorToast();
      return;
    }
    showSuccessToast(t('weight.saved'));
    // The saved entry stays on screen, and the form is pristine again (Save disabled until the next change).
    form.restart({ weight: values.weight, date });
  };

  return (
    <PageSection title={t('weight.title')}>
      <p className={styles.intro}>{t('weight.intro')}</p>
      <Form<WeightFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateWeightForm}
        subscription={{ pristine: true, invalid: true, submitting: true }}
        render={({ handleSubmit, pristine, invalid, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.weightForm}>
            <LoadPickedEntry picked={picked} weightRef={weightRef} />
            <TextField
              name="weight"
              label={t('weight.weight')}
              ns={PROFILE_NS}
              errorValues={{ min: WEIGHT_MIN, max: WEIGHT_MAX }}
              inputMode="decimal"
              required
              inputRef={weightRef}
            />
            <Field<CalendarDate | undefined> name="date" isEqual={sameDateValue}>
              {({ input }) => (
                <DatePicker
                  label={t('weight.date')}
                  value={input.value || calendarDateAt(new Date(), 'local')}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  max={calendarDateAt(new Date(), 'local')}
                />
              )}
            </Field>
            <div className={formStyles.actions}>
              <Button type="submit" variant="primary" disabled={pristine || invalid || submitting}>
                {t('weight.submit')}
              </Button>
            </div>
          </form>
        )}
      />
    </PageSection>
  );
}
