import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, SignInError } from '@qis/shared/sign-in';
import { LOGIN_NS } from './i18n';
import { LoginField } from './LoginField';
import { useAutofillDetected } from './useAutofillDetected';
import { useLoginForm } from './useLoginForm';

export interface LoginFormProps {
  /**
   * Signs in and takes the session into the page; answers why it failed, or null. The button stays busy
   * until it settles.
   */
  signIn: (credentials: LoginRequest) => Promise<SignInError | null>;
}

export function LoginForm({ signIn }: LoginFormProps) {
  const { t } = useTranslation(LOGIN_NS);
  const formRef = useRef<HTMLFormElement>(null);
  const autofilled = useAutofillDetected(formRef);
  const [error, setError] = useState<SignInError | null>(null);

  const form = useLoginForm(formRef, async ({ email, password }) => {
    setError(null);
    setError(await signIn({ email, pass: password }));
  });

  return (
    <form ref={formRef} className="shell-login__form" noValidate onSubmit={form.handleSubmit}>
      <LoginField name="email" type="email" label={t('email')} autoComplete="username" form={form} />
      <LoginField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        form={form}
      />
      {error && (
        <p className="shell-login__error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      <button
        type="submit"
        className="qis-button qis-button--primary shell-login__submit"
        disabled={form.submitting || (form.invalid && !autofilled)}
      >
        {form.submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
