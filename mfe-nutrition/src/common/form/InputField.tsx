import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { Field, visibleError } from '@qis/shared/ui';

/** What the text box takes beyond the form's own wiring (name, value and events come from the form). */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'className' | 'id'
>;

interface InputFieldProps extends InputAttributes {
  name: string;
  label: string;
  description?: string;
  /** The validator's message key in the screen's own words (each screen has its translations). */
  message: (key: string) => string;
  className?: string;
}

/**
 * A react-final-form text box in the kit's Field, the nutrition screens' one: its validator's message
 * is shown once the member has touched or edited it, wired to the box for screen readers by Field.
 */
export function InputField({ name, label, description, message, className, ...attributes }: InputFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const error = visibleError(meta);
  return (
    <Field
      label={label}
      description={description}
      error={error ? message(error) : undefined}
      className={className}
    >
      {(control) => (
        <input {...input} {...control} value={input.value ?? ''} className="qis-input" {...attributes} />
      )}
    </Field>
  );
}
