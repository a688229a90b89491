import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@qis/contract/api';
import { COMMON_NS } from '../../i18n/i18n';
import type { SignInError } from '../../session/requestSignIn';
import { LoginField } from './LoginField';
import { useAutofillDetected } from './useAutofillDetected';
import { useLoginForm } from './useLoginForm';
import '../../ui/button/button.css';
import './loginForm.css';
import { Button } from '../../ui/button/Button';

// The browser's autofill finds the member's saved address and password by these tokens.
const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

export interface LoginFormProps {
  /**
   * Signs in and takes the session into the page; answers why it failed, or null. The button stays busy
   * until it settles.
   */
  signIn: (credentials: LoginRequest) => Promise<SignInError | null>;
}

/**
 * The one login form: the shell's login screen and each remote's standalone frame show this, so both
 * validate, trim and word their messages alike. The page around it (title, art, language) is theirs.
 */
export function LoginForm({ signIn }: LoginFormProps) {
  const { t } = useTranslation(COMMON_NS);
  const formRef = useRef<HTMLFormElement>(null);
  const autofilled = useAutofillDetected(formRef);
  const [error, setError] = useState<SignInError | null>(null);

  const form = useLoginForm(formRef, async ({ email, password }) => {
    setError(null);
    setError(await signIn({ email, pass: password }));
  });

  return (
    <form ref={formRef} className="qis-login-form" noValidate onSubmit={form.handleSubmit}>
      {FIELDS.map((field) => (
        <LoginField key={field.name} {...field} label={t(`loginForm.${field.name}`)} form={form} />
      ))}
      {error && (
        <p className="qis-login-form__error" role="alert">
          {t(`loginForm.errors.${error}`)}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        className="qis-login-form__submit"
        disabled={form.submitting || (form.invalid && !autofilled)}
      >
        {form.submitting ? t('loginForm.submitting') : t('loginForm.submit')}
      </Button>
    </form>
  );
}
