import { useId, type Ref } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { visibleErrorKey } from './validation';
import styles from './Field.module.css';

interface TextFieldProps {
  name: string;
  /** Translated label text. */
  label: string;
  /** The namespace the validator's error keys live in. */
  ns: string;
  errorValues?: Record<string, string | number>;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input (or textarea) bound to react-final-form, with its error announced to assistive tech. */
export function TextField({
  name,
  label,
  ns,
  errorValues,
  type = 'text',
  inputMode,
  autoComplete,
  required = false,
  readOnly = false,
  multiline = false,
  rows = 5,
  hint,
  inputRef,
  className,
}: TextFieldProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const errorKey = visibleErrorKey(meta);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, errorKey ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    value: input.value ?? '',
    id,
    required,
    readOnly,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': describedBy,
    className: `${styles.input} ${errorKey ? styles.invalid : ''}`,
  };

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && !readOnly ? (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} ref={inputRef} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorKey ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {t(errorKey, errorValues)}
        </p>
      ) : null}
    </div>
  );
}
