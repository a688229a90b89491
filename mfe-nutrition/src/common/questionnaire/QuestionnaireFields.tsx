import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from './i18n';
import styles from './Questionnaire.module.css';

interface FieldMeta {
  touched?: boolean;
  modified?: boolean;
  error?: unknown;
}

/** Errors show only once the field is touched or edited, never on an untouched form; a failed submit touches every field. */
const visibleError = (meta: FieldMeta) =>
  (meta.touched || meta.modified) && typeof meta.error === 'string' ? meta.error : undefined;

function ErrorText({ id, errorKey }: { id: string; errorKey: string | undefined }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  if (!errorKey) return null;
  return (
    <p id={id} className={styles.error}>
      {t(errorKey)}
    </p>
  );
}

interface NumberFieldProps {
  name: 'weight' | 'age';
  label: string;
  placeholder: string;
}

/** A number typed as text so "72,5" works on every keyboard; parsed when the form is submitted. */
export function NumberField({ name, label, placeholder }: NumberFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const errorKey = visibleError(meta);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        value={input.value ?? ''}
        id={id}
        type="text"
        inputMode="decimal"
        placeholder={placeholder}
        required
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? `${id}-error` : undefined}
        className={styles.input}
      />
      <ErrorText id={`${id}-error`} errorKey={errorKey} />
    </div>
  );
}

interface RadioGroupFieldProps {
  name: 'gender' | 'activityLevel';
  legend: string;
  options: readonly { value: string; label: string }[];
}

/** A set of radio buttons with its legend; arrow keys move between choices as in any radio group. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const errorKey = visibleError(meta);
  return (
    <fieldset
      className={styles.radioGroup}
      aria-invalid={errorKey ? true : undefined}
      aria-describedby={errorKey ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radio}>
          <input
            type="radio"
            name={`${id}-${name}`}
            value={option.value}
            checked={input.value === option.value}
            onChange={() => input.onChange(option.value)}
            onFocus={input.onFocus}
            onBlur={input.onBlur}
          />
          {option.label}
        </label>
      ))}
      <ErrorText id={`${id}-error`} errorKey={errorKey} />
    </fieldset>
  );
}
