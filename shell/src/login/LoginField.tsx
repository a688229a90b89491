import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { LOGIN_NS } from './i18n';
import type { LoginValues } from './validateLogin';

interface LoginFieldProps {
  name: keyof LoginValues;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
}

/** A labelled input whose message appears only once the member has edited it, never on an untouched form. */
export function LoginField({ name, type, label, autoComplete }: LoginFieldProps) {
  const { t } = useTranslation(LOGIN_NS);
  const { input, meta } = useField<string, HTMLInputElement>(name, {
    type,
    subscription: { value: true, error: true, modified: true },
  });
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.modified && meta.error);

  return (
    <div className="shell-login__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        value={input.value ?? ''}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p id={errorId} className="shell-login__field-error">
          {t(`validation.${String(meta.error)}`)}
        </p>
      )}
    </div>
  );
}
