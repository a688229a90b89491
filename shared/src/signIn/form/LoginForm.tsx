import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@qis/contract/api';
import type { FormApi } from 'final-form';
import { COMMON_NS } from '../../i18n/i18n';
import type { SignInError } from '../../session/requestSignIn';
import { Button } from '../../ui/button/Button';
import { LoginField } from './LoginField';
import { useAutofillDetected } from './useAutofillDetected';
import { validateLogin, type LoginValues } from './validateLogin';
import './loginForm.css';

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
 * Values in the inputs that never reached the form: autofill (browsers reveal it to scripts only on a
 * user gesture, which the submit click is) and what was typed into the prerendered form before the
 * script ran.
 */
function takeInputValues(formRef: RefObject<HTMLFormElement | null>, form: FormApi<LoginValues>) {
  for (const { name } of FIELDS) {
    const input = formRef.current?.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value && input.value !== form.getState().values[name]) {
      form.change(name, input.value);
    }
  }
}

function TakeTypedValues({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const form = useForm<LoginValues>();
  useEffect(() => takeInputValues(formRef, form), [formRef, form]);
  return null;
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

  return (
    <Form<LoginValues>
      validate={validateLogin}
      onSubmit={async ({ email = '', password = '' }) => {
        setError(null);
        setError(await signIn({ email, pass: password }));
      }}
      subscription={{ submitting: true, invalid: true }}
      render={({ handleSubmit, submitting, invalid, form }) => (
        <form
          ref={formRef}
          className="qis-login-form"
          noValidate
          // What was typed while the page was still hydrating never reached React's events: taken when
          // the member leaves a field, so its message shows then, as for a value typed afterwards.
          onBlur={() => takeInputValues(formRef, form)}
          onSubmit={(event) => {
            takeInputValues(formRef, form);
            // A second press while the first sign-in runs does nothing, even before the button is disabled.
            if (form.getState().submitting) return event.preventDefault();
            void handleSubmit(event);
          }}
        >
          {FIELDS.map((field) => (
            <LoginField key={field.name} {...field} label={t(`loginForm.${field.name}`)} />
          ))}
          {/* After the fields, so they are registered (and so marked modified) when it fills them. */}
          <TakeTypedValues formRef={formRef} />
          {error && (
            <p className="qis-login-form__error" role="alert">
              {t(`loginForm.errors.${error}`)}
            </p>
          )}
          <Button
            type="submit"
            variant="primary"
            className="qis-login-form__submit"
            disabled={submitting || (invalid && !autofilled)}
          >
            {submitting ? t('loginForm.submitting') : t('loginForm.submit')}
          </Button>
        </form>
      )}
    />
  );
}
