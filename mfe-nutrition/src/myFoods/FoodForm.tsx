import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useLocale, useMyFoodsCreateMutation, useMyFoodsUpdateMutation } from '@qis/shared';
import { MyFoodLimits } from '@qis/contract';
import type { MyFood } from '@qis/contract/api';
import { Button, Modal, showSuccessToast } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FoodField } from './FoodField';
import { useMyFoodsErrorMessage } from './errors';
import { foodRequest, foodValues, validateFood, type FoodValues } from './foodValues';
import styles from './MyFoods.module.css';

interface FoodFormProps {
  /** The food edited; null for a new one. */
  food: MyFood | null;
  /** A new food's name to start from (the words typed in the diary's search). */
  initialName?: string;
  onClose: (saved?: MyFood) => void;
}

/** A food from its label, in a dialog: its name, kcal per 100 g and an optional portion. */
export function FoodForm({ food, initialName, onClose }: FoodFormProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  const [create] = useMyFoodsCreateMutation();
  const [update] = useMyFoodsUpdateMutation();
  const errorMessage = useMyFoodsErrorMessage();

  const save = async (values: FoodValues) => {
    const request = foodRequest(values, locale);
    try {
      const saved = food
        ? await update({ id: food.id, patch: { ...request, portion: request.portion ?? null } }).unwrap()
        : await create(request).unwrap();
      showSuccessToast(t('food.saved', { name: saved.name }));
      onClose(saved);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  return (
    <Modal open title={food ? t('food.editTitle') : t('food.newTitle')} onClose={() => onClose()}>
      <Form<FoodValues>
        initialValues={foodValues(food, initialName)}
        validate={validateFood}
        onSubmit={save}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className={styles.foodForm} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FoodField name="name" label={t('food.name')} maxLength={MyFoodLimits.name.maxLength} />
            <FoodField name="kcalPer100g" label={t('food.kcal')} description={t('food.kcalHint')} numeric />
            <fieldset className={styles.portion}>
              <legend>{t('food.portion')}</legend>
              <FoodField
                name="portionLabel"
                label={t('food.portionLabel')}
                description={t('food.portionLabelHint')}
                maxLength={MyFoodLimits.portionLabel.maxLength}
              />
              <FoodField name="portionGrams" label={t('food.portionGrams')} numeric />
            </fieldset>
            {typeof submitError === 'string' ? (
              <p role="alert" className={styles.error}>
                {submitError}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" disabled={submitting}>
                {t('food.save')}
              </Button>
              <Button type="button" onClick={() => onClose()}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
