import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../i18n/i18n';
import type { LoginFormState, LoginFieldName } from './useLoginForm';

interface LoginFieldProps {
  name: LoginFieldName;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
  form: Pick<LoginFormState, 'values' | 'errors' | 'modified' | 'change'>;
}

/** A labelled input whose message appears only once the member has edited it, never on an untouched form. */
export function LoginField({ name, type, label, autoComplete, form }: LoginFieldProps) {
  const { t } = useTranslation(COMMON_NS);
  const id = useId();
  const errorId = `${id}-error`;
  const error = form.errors[name];
  const showError = Boolean(form.modified[name] && error);

  return (
    <div className="qis-login-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        name={name}
        value={form.values[name] ?? ''}
        onChange={(event) => form.change(name, event.target.value)}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p id={errorId} className="qis-login-form__field-error">
          {t(`loginForm.validation.${String(error)}`)}
        </p>
      )}
    </div>
  );
}
