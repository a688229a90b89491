import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '@qis/shared/ui';

interface SelectFieldProps {
  name: string;
  label: string;
  children: ReactNode;
  /** Shown instead of the form's value (the first activity until the member picks one). */
  value?: string;
  required?: boolean;
}

/** A select bound to the diary form's field `name`; its options are the children. */
export function SelectField({ name, label, children, value, required }: SelectFieldProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...input}
          {...control}
          value={value ?? input.value ?? ''}
          required={required}
          className="qis-select"
        >
          {children}
        </select>
      )}
    </Field>
  );
}
