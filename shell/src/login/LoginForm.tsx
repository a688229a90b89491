import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath, useSignIn, type SignInError, useNavigate } from '@qis/shared';
import { LOGIN_NS } from './i18n';
import { LoginField } from './LoginField';
import { useAutofillDetected } from './useAutofillDetected';
import { validateLogin, type LoginValues } from './validateLogin';

const FIELDS: readonly (keyof LoginValues)[] = ['email', 'password'];

/**
 * Autofilled values can sit in the inputs without having reached the form state: browsers reveal
 * them to scripts only after a user gesture, which the submit click is. Copy them over first.
 */
function takeInputValues(form: FormApi<LoginValues>, element: HTMLFormElement | null): void {
  for (const name of FIELDS) {
    const input = element?.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement) || !input.value) continue;
    if (input.value !== form.getFieldState(name)?.value) form.change(name, input.value);
  }
}

/**
 * The form is prerendered: a member can type into it before the script has started. Once it runs,
 * what the inputs already hold becomes the form's values, as if typed now.
 */
function AdoptTypedValues({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const form = useForm<LoginValues>();
  useEffect(() => takeInputValues(form, formRef.current), [form, formRef]);
  return null;
}

export function LoginForm() {
  const { t } = useTranslation(LOGIN_NS);
  const { signIn } = useSignIn();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const autofilled = useAutofillDetected(formRef);
  const [error, setError] = useState<SignInError | null>(null);

  const onSubmit = async ({ email = '', password = '' }: LoginValues) => {
    setError(null);
    const failure = await signIn({ email: email.trim(), pass: password });
    if (failure) setError(failure);
    else navigate(localized('/'));
  };

  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      validate={validateLogin}
      subscription={{ invalid: true, submitting: true }}
      render={({ form, invalid, submitting }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          takeInputValues(form, formRef.current);
          const { email, password } = form.getState().values;
          // Submit does nothing while either field is empty (autofilled fields count as filled).
          if (!email || !password) return;
          void form.submit();
        };
        return (
          <form ref={formRef} className="shell-login__form" noValidate onSubmit={submit}>
            <AdoptTypedValues formRef={formRef} />
            <LoginField name="email" type="email" label={t('email')} autoComplete="username" />
            <LoginField
              name="password"
              type="password"
              label={t('password')}
              autoComplete="current-password"
            />
            {error && (
              <p className="shell-login__error" role="alert">
                {t(`errors.${error}`)}
              </p>
            )}
            <button
              type="submit"
              className="shell-button shell-button--primary shell-login__submit"
              disabled={submitting || (invalid && !autofilled)}
            >
              {submitting ? t('submitting') : t('submit')}
            </button>
          </form>
        );
      }}
    />
  );
}
