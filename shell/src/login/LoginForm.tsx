import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestSignIn, type LoginResponse, type SignInError } from '@qis/shared/sign-in';
import { LOGIN_NS } from './i18n';
import { LoginField } from './LoginField';
import { useAutofillDetected } from './useAutofillDetected';
import { useLoginForm } from './useLoginForm';

export interface LoginFormProps {
  /** Takes the new session into the page; the button stays busy until it settles. */
  onSignedIn: (session: LoginResponse) => Promise<void> | void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(LOGIN_NS);
  const formRef = useRef<HTMLFormElement>(null);
  const autofilled = useAutofillDetected(formRef);
  const [error, setError] = useState<SignInError | null>(null);

  const form = useLoginForm(formRef, async ({ email, password }) => {
    setError(null);
    const result = await requestSignIn({ email: email.trim(), pass: password });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    try {
      await onSignedIn(result.session);
    } catch {
      // Signed in, but the portal's code could not be loaded (the network went): submitting again retries.
      setError('unexpected');
    }
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
        className="shell-button shell-button--primary shell-login__submit"
        disabled={form.submitting || (form.invalid && !autofilled)}
      >
        {form.submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
