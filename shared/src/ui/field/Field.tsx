import { useId, type ReactNode } from 'react';
import './field.css';

/** What a control needs to be read with its label, description and error (spread it on the control). */
export interface FieldControl {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The message to show, already translated; leave it out while the field is valid or not yet shown. */
  error?: string;
  /** A hint under the label, read after it by screen readers. */
  description?: ReactNode;
  /** Marks the label with an asterisk (hidden from screen readers, which hear `required`). */
  required?: boolean;
  className?: string;
  /** Renders the control with the ids and states it is given. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A labelled form control: the label names it, the description and the error describe it
 * (aria-describedby), and an error sets aria-invalid, so a screen reader hears why the value is refused
 * when the control is focused as well as when the message appears (aria-live).
 * With react-final-form: `<Field label error={visibleError(meta) && t(meta.error)}>{(control) => <input {...input} {...control} />}</Field>`.
 */
export function Field({ label, error, description, required, className, children }: FieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `qis-field ${className}` : 'qis-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="qis-field__required">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="qis-field__description">
          {description}
        </p>
      ) : null}
      {children({
        id,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <p id={errorId} className="qis-field__error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
