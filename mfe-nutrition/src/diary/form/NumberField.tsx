import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field, visibleError } from '@qis/shared/ui';
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
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const error = visibleError(meta);
  return (
    <Field label={label} error={error ? t(error, LIMIT_VALUES) : undefined} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={input.value ?? ''}
          className="qis-input"
          type="number"
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
        />
      )}
    </Field>
  );
}
