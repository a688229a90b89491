import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../i18n/i18n';
import { Field } from '../../ui/field/Field';
import type { LoginValues } from './validateLogin';

interface LoginFieldProps {
  name: keyof LoginValues;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
}

/** A labelled input whose message appears only once the member has edited it, never on an untouched form. */
export function LoginField({ name, type, label, autoComplete }: LoginFieldProps) {
  const { t } = useTranslation(COMMON_NS);
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, modified: true },
  });
  // Leaving an empty field says nothing: the login's messages wait for an edit (or autofill, taken as one).
  const error = meta.modified && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field
      label={label}
      error={error ? t(`loginForm.validation.${error}`) : undefined}
      className="qis-login-form__field"
    >
      {(control) => (
        <input
          {...input}
          {...control}
          value={input.value ?? ''}
          type={type}
          autoComplete={autoComplete}
          required
        />
      )}
    </Field>
  );
}
