import { useEffect, useRef, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH } from '@qis/contract';
import {
  apiErrorOf,
  Link,
  useAuthConfirmPasswordResetMutation,
  useLocale,
  useLocalizedPath,
  useSearchParams,
} from '@qis/shared';
import { Button, buttonClassName, NewPasswordField, passwordFormErrors } from '@qis/shared/ui';
import { PASSWORD_NS } from './i18n';
import { PasswordFrame } from './PasswordFrame';
import { FIELD_SUBSCRIPTION, shownError } from './fieldErrors';

interface ResetValues {
  newPassword?: string;
}

const validate = ({ newPassword }: ResetValues) => {
  if (!newPassword) return { newPassword: 'reset.required' };
  return [...newPassword].length < NEW_PASSWORD_MIN_LENGTH ? { newPassword: 'reset.tooShort' } : {};
};

/**
 * /reset-password?token=…: the mail's link. Sets the new password (the server judges it, as for a
 * change), then offers the sign-in; a used or expired link offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(PASSWORD_NS);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset] = useAuthConfirmPasswordResetMutation();
  const [done, setDone] = useState(false);
  const [linkSpent, setLinkSpent] = useState(false);
  const signIn = useRef<HTMLAnchorElement>(null);
  // The form (and its button) leaves the page: focus goes to what comes next, not to the page's top.
  useEffect(() => {
    if (done) signIn.current?.focus();
  }, [done]);

  const onSubmit = async ({ newPassword = '' }: ResetValues): Promise<SubmissionErrors | undefined> => {
    try {
      await confirmReset({ token, newPassword, locale }).unwrap();
    } catch (error) {
      const answer = apiErrorOf(error);
      if (!answer || answer.status >= 500) return { [FORM_ERROR]: t('reset.failed') };
      setLinkSpent(answer.error === 'invalid-reset-token');
      const { form, ...fields } = passwordFormErrors(answer);
      return form ? { ...fields, [FORM_ERROR]: form } : fields;
    }
    setDone(true);
    return undefined;
  };

  const askAgain = (
    <p className="shell-password__aside">
      <Link to={localized('/forgot-password')}>{t('reset.askAgain')}</Link>
    </p>
  );

  if (!token) {
    return (
      <PasswordFrame title={t('reset.title')}>
        <p className="shell-password__error">{t('reset.noToken')}</p>
        {askAgain}
      </PasswordFrame>
    );
  }

  return (
    <PasswordFrame title={t('reset.title')} subtitle={done ? undefined : t('reset.subtitle')}>
      {done ? null : (
        <Form<ResetValues>
          onSubmit={onSubmit}
          validate={validate}
          subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
          render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="shell-password__form">
              <NewPassword />
              <p role="alert" className="shell-password__error">
                {submitError && !dirtySinceLastSubmit ? String(submitError) : null}
              </p>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? t('reset.saving') : t('reset.submit')}
              </Button>
            </form>
          )}
        />
      )}
      <div role="status" className="shell-password__done">
        {done ? <p>{t('reset.done')}</p> : null}
      </div>
      {done ? (
        <p className="shell-password__aside">
          <Link ref={signIn} to={localized('/login')} className={buttonClassName('primary')}>
            {t('reset.signIn')}
          </Link>
        </p>
      ) : linkSpent ? (
        askAgain
      ) : (
        <p className="shell-password__aside">
          <Link to={localized('/login')}>{t('backToSignIn')}</Link>
        </p>
      )}
    </PasswordFrame>
  );
}

function NewPassword() {
  const { t } = useTranslation(PASSWORD_NS);
  const { input, meta } = useField<string>('newPassword', { subscription: FIELD_SUBSCRIPTION });
  const error = shownError(meta, (key) => t(key, { min: NEW_PASSWORD_MIN_LENGTH }));
  return (
    <NewPasswordField {...input} value={input.value ?? ''} label={t('reset.newPassword')} error={error} />
  );
}
