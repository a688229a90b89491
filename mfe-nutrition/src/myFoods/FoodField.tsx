import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field, visibleError } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FOOD_LIMIT_VALUES } from './foodValues';

interface FoodFieldProps {
  name: string;
  label: string;
  description?: string;
  maxLength?: number;
  /** A number typed the member's way (a decimal comma too), so a text box with a decimal keypad. */
  numeric?: boolean;
}

/** One field of the food form: its message (a key of this screen's translations) once touched or edited. */
export function FoodField({ name, label, description, maxLength, numeric = false }: FoodFieldProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const error = visibleError(meta);
  return (
    <Field label={label} description={description} error={error ? t(error, FOOD_LIMIT_VALUES) : undefined}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={input.value ?? ''}
          className="qis-input"
          maxLength={maxLength}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
