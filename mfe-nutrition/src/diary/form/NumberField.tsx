import { useTranslation } from 'react-i18next';
import { InputField } from '../../common/form/InputField';
import { DIARY_NS } from '../i18n';
import { LIMIT_VALUES } from './limits';

interface NumberFieldProps {
  name: string;
  label: string;
  step: number;
  min?: number;
  max?: number;
  /** A whole number (minutes, QIS) or one with decimals (grams, portions). */
  inputMode?: 'numeric' | 'decimal';
  className?: string;
}

/** A diary amount: its validator's message (a key of the diary's translations) shown once touched or edited. */
export function NumberField({
  name,
  label,
  step,
  min,
  max,
  inputMode = 'numeric',
  className,
}: NumberFieldProps) {
  const { t } = useTranslation(DIARY_NS);
  return (
    <InputField
      name={name}
      label={label}
      message={(key) => t(key, LIMIT_VALUES)}
      className={className}
      type="number"
      inputMode={inputMode}
      min={min}
      max={max}
      step={step}
    />
  );
}
