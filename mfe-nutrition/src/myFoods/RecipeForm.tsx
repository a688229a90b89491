import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useLocale, useMyRecipesCreateMutation, useMyRecipesUpdateMutation } from '@qis/shared';
import { MyFoodLimits } from '@qis/contract';
import type { MyRecipe } from '@qis/contract/api';
import { Button, Modal, showSuccessToast } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FoodField } from './FoodField';
import { IngredientRows } from './IngredientRows';
import { IngredientSearch } from './IngredientSearch';
import { useMyFoodsErrorMessage } from './errors';
import {
  ingredientKey,
  recipeRequest,
  recipeValues,
  validateRecipe,
  type RecipeValues,
} from './recipeValues';
import styles from './MyFoods.module.css';

interface RecipeFormProps {
  /** The recipe edited; null for a new one. */
  recipe: MyRecipe | null;
  /** With the recipe as the server saved it (its QIS and kcal per serving), or nothing when cancelled. */
  onClose: (saved?: MyRecipe) => void;
}

/** A recipe from its ingredients, in a dialog: its name, servings, and each ingredient with its grams. */
export function RecipeForm({ recipe, onClose }: RecipeFormProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  const formId = useId();
  const errorMessage = useMyFoodsErrorMessage();
  const [create] = useMyRecipesCreateMutation();
  const [update] = useMyRecipesUpdateMutation();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Read once: react-final-form resets the form when initialValues change identity.
  const [initialValues] = useState(() => recipeValues(recipe));

  const save = async (values: RecipeValues) => {
    const request = recipeRequest(values, locale);
    try {
      const saved = recipe
        ? await update({ id: recipe.id, patch: request, pageLocale: locale }).unwrap()
        : await create({ ...request, pageLocale: locale }).unwrap();
      showSuccessToast(t('recipe.saved', { name: saved.name }));
      onClose(saved);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  return (
    <Form<RecipeValues>
      initialValues={initialValues}
      validate={validateRecipe}
      onSubmit={save}
      subscription={{ submitting: true, submitError: true, values: true }}
      render={({ handleSubmit, submitting, submitError, values, form }) => (
        <Modal
          open
          title={recipe ? t('recipe.editTitle') : t('recipe.newTitle')}
          onClose={() => onClose()}
          footer={
            <>
              <Button type="submit" form={formId} variant="primary" disabled={submitting}>
                {t('recipe.save')}
              </Button>
              <Button onClick={() => onClose()}>{t('cancel')}</Button>
            </>
          }
        >
          <form
            id={formId}
            className={styles.foodForm}
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
          >
            <FoodField name="name" label={t('recipe.name')} maxLength={MyFoodLimits.name.maxLength} />
            <FoodField
              name="servings"
              label={t('recipe.servingsLabel')}
              description={t('recipe.servingsHint')}
              numeric
            />
            <IngredientRows
              ingredients={values.ingredients}
              focusKey={focusKey}
              onRemove={(key) =>
                form.change(
                  'ingredients',
                  values.ingredients.filter((ingredient) => ingredient.key !== key),
                )
              }
            />
            {typeof submitError === 'string' ? (
              <p role="alert" className={styles.error}>
                {submitError}
              </p>
            ) : null}
          </form>
          <IngredientSearch
            canAdd={values.ingredients.length < MyFoodLimits.ingredients.maxItems}
            onPick={(food) => {
              const key = ingredientKey();
              form.change('ingredients', [...values.ingredients, { ...food, key, grams: '' }]);
              setFocusKey(key);
            }}
          />
        </Modal>
      )}
    />
  );
}
