import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { DIARY_LIMITS } from '@qis/contract';
import { apiErrorOf, useDiaryMealSaveMutation } from '@qis/shared';
import { Button, Modal, showSuccessToast } from '@qis/shared/ui';
import { InputField } from '../../common/form/InputField';
import { DIARY_NS } from '../i18n';
import { slotLabelKey } from '../slots';
import styles from '../Diary.module.css';

interface SaveMealProps {
  day: string;
  slot: DiarySlot;
}

/** "Save as a meal": the slot's entries as they were written, under a name the member gives. */
export function SaveMeal({ day, slot }: SaveMealProps) {
  const { t } = useTranslation(DIARY_NS);
  const [open, setOpen] = useState(false);
  const [save] = useDiaryMealSaveMutation();
  const slotName = t(slotLabelKey(slot));
  return (
    <>
      <Button className={styles.saveMeal} onClick={() => setOpen(true)}>
        {t('meals.save')}
      </Button>
      <Modal open={open} title={t('meals.saveSlot', { slot: slotName })} onClose={() => setOpen(false)}>
        <Form<{ name?: string }>
          initialValues={{ name: '' }}
          validate={({ name }) => ((name ?? '').trim() === '' ? { name: 'add.errors.name' } : {})}
          onSubmit={async ({ name = '' }) => {
            try {
              const meal = await save({ name: name.trim(), from: day, slot }).unwrap();
              showSuccessToast(t('meals.saved', { name: meal.name }));
              setOpen(false);
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: apiErrorOf(error)?.message ?? t('meals.error') };
            }
          }}
          subscription={{ submitting: true, submitError: true }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
              <MealNameField />
              {typeof submitError === 'string' ? <p role="alert">{submitError}</p> : null}
              <Button type="submit" variant="primary" disabled={submitting}>
                {t('meals.saveButton')}
              </Button>
            </form>
          )}
        />
      </Modal>
    </>
  );
}

function MealNameField() {
  const { t } = useTranslation(DIARY_NS);
  return (
    <InputField
      name="name"
      label={t('meals.name')}
      message={(key) => t(key)}
      maxLength={DIARY_LIMITS.name.maxLength}
      autoComplete="off"
    />
  );
}
