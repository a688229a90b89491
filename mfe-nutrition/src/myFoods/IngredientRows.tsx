import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, visibleError } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FOOD_LIMIT_VALUES } from './foodValues';
import { INGREDIENT_COUNT, type IngredientValue } from './recipeValues';
import styles from './MyFoods.module.css';

interface IngredientRowsProps {
  ingredients: IngredientValue[];
  /** The row just added: its grams field takes the focus, so the member types them at once. */
  focusKey: string | null;
  onRemove: (key: string) => void;
}

/** The recipe's ingredients, each with its grams in the whole recipe; the count's message under them. */
export function IngredientRows({ ingredients, focusKey, onRemove }: IngredientRowsProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  // Touched by a failed submit, like every field: the count is said once the member tries to save.
  const countError = visibleError(
    useField(INGREDIENT_COUNT, { subscription: { error: true, touched: true } }).meta,
  );
  return (
    <fieldset className={styles.portion}>
      <legend>{t('recipe.ingredients', { count: ingredients.length })}</legend>
      {ingredients.length === 0 ? <p>{t('recipe.noIngredients')}</p> : null}
      <ul className={styles.list}>
        {ingredients.map((ingredient, index) => (
          <li key={ingredient.key} className={styles.item}>
            <GramsField
              name={`ingredients[${index}].grams`}
              label={t('recipe.gramsOf', { name: ingredient.name })}
              mine={ingredient.myFoodId !== null}
              focus={ingredient.key === focusKey}
            />
            <Button
              onClick={() => onRemove(ingredient.key)}
              aria-label={t('recipe.removeNamed', { name: ingredient.name })}
            >
              {t('recipe.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.error} aria-live="polite">
        {countError ? t(countError, FOOD_LIMIT_VALUES) : null}
      </p>
    </fieldset>
  );
}

function GramsField({
  name,
  label,
  mine,
  focus,
}: {
  name: string;
  label: string;
  mine: boolean;
  focus: boolean;
}) {
  const { t } = useTranslation(MY_FOODS_NS);
  const ref = useRef<HTMLInputElement>(null);
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const error = visibleError(meta);
  return (
    <Field
      label={label}
      description={mine ? t('recipe.yourFood') : undefined}
      error={error ? t(error, FOOD_LIMIT_VALUES) : undefined}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          ref={ref}
          value={input.value ?? ''}
          className="qis-input"
          inputMode="decimal"
          autoComplete="off"
        />
      )}
    </Field>
  );
}
