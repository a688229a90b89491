import { useState } from 'react';
import { Form, useField } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_TTL_MINUTES } from '@qis/contract';
import {
  apiErrorOf,
  isValidEmail,
  Link,
  useAuthRequestPasswordResetMutation,
  useLocale,
  useLocalizedPath,
} from '@qis/shared';
import { Button, Field } from '@qis/shared/ui';
import { PASSWORD_NS } from './i18n';
import { PasswordFrame } from './PasswordFrame';
import { FIELD_SUBSCRIPTION, shownError } from './fieldErrors';

interface ForgotValues {
  email?: string;
}

const validate = ({ email }: ForgotValues) =>
  email && isValidEmail(email.trim()) ? {} : { email: 'forgot.emailInvalid' };

/**
 * /forgot-password: asks for a reset link by mail. The confirmation is the same whether or not the
 * address is a member's (the server answers alike), so the page tells nobody who is a member.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(PASSWORD_NS);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [requestReset] = useAuthRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async ({ email = '' }: ForgotValues): Promise<SubmissionErrors | undefined> => {
    setSentTo(null);
    try {
      await requestReset({ email: email.trim(), locale }).unwrap();
    } catch (error) {
      const answer = apiErrorOf(error);
      return { [FORM_ERROR]: answer && answer.status < 500 ? answer.message : t('forgot.failed') };
    }
    setSentTo(email.trim());
    return undefined;
  };

  return (
    <PasswordFrame title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Form<ForgotValues>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="shell-password__form">
            <EmailField />
            <p role="alert" className="shell-password__error">
              {submitError && !dirtySinceLastSubmit ? String(submitError) : null}
            </p>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? t('forgot.sending') : t('forgot.submit')}
            </Button>
          </form>
        )}
      />
      <div role="status" className="shell-password__done">
        {sentTo ? (
          <>
            <p>{t('forgot.sent', { email: sentTo })}</p>
            <p>{t('forgot.sentHint', { minutes: PASSWORD_RESET_TTL_MINUTES })}</p>
          </>
        ) : null}
      </div>
      <p className="shell-password__aside">
        <Link to={localized('/login')}>{t('backToSignIn')}</Link>
      </p>
    </PasswordFrame>
  );
}

function EmailField() {
  const { t } = useTranslation(PASSWORD_NS);
  const { input, meta } = useField<string>('email', { subscription: FIELD_SUBSCRIPTION });
  return (
    <Field label={t('forgot.email')} error={shownError(meta, t)} required>
      {(control) => (
        <input
          {...input}
          {...control}
          value={input.value ?? ''}
          type="email"
          inputMode="email"
          autoComplete="email"
          className="qis-input"
        />
      )}
    </Field>
  );
}
