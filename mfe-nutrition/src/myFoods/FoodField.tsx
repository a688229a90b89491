import { useTranslation } from 'react-i18next';
import { InputField } from '../common/form/InputField';
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
  return (
    <InputField
      name={name}
      label={label}
      description={description}
      message={(key) => t(key, FOOD_LIMIT_VALUES)}
      maxLength={maxLength}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
    />
  );
}
