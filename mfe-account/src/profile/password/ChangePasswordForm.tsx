import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useAccountChangePasswordMutation, useLocale } from '@qis/shared';
import { Button, passwordFormErrors } from '@qis/shared/ui';
import { PASSWORD_NS } from './i18n';
import { validateChangePassword, type ChangePasswordValues } from './changePasswordValues';
import { CurrentPasswordField, NewPasswordFormField } from './PasswordFields';
import styles from './Password.module.css';

/**
 * Changes the password: the current one proves it is the member, the new one is judged by the
 * server, whose reason shows under the field. Every other session is signed out by the change.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(PASSWORD_NS);
  const locale = useLocale();
  const [change] = useAccountChangePasswordMutation();
  const [changed, setChanged] = useState(false);

  const onSubmit = async (
    values: ChangePasswordValues,
    form: FormApi<ChangePasswordValues>,
  ): Promise<SubmissionErrors | undefined> => {
    setChanged(false);
    try {
      await change({
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
        locale,
      }).unwrap();
    } catch (error) {
      const answer = apiErrorOf(error);
      if (!answer || answer.status >= 500) return { [FORM_ERROR]: t('errors.unexpected') };
      const { form: formError, ...fields } = passwordFormErrors(answer);
      return formError ? { ...fields, [FORM_ERROR]: formError } : fields;
    }
    setChanged(true);
    // Nothing of either password stays in the page once it is set.
    setTimeout(() => form.restart());
    return undefined;
  };

  return (
    <Form<ChangePasswordValues>
      onSubmit={onSubmit}
      validate={validateChangePassword}
      subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          {/* For password managers: the account whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <CurrentPasswordField />
          <NewPasswordFormField label={t('change.new')} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? t('change.submitting') : t('change.submit')}
            </Button>
          </div>
          <div className={styles.messages}>
            <p role="alert" className={styles.formError}>
              {submitError && !dirtySinceLastSubmit ? String(submitError) : null}
            </p>
            <div role="status" className={styles.success}>
              {changed ? (
                <>
                  <p>{t('change.done')}</p>
                  <p>{t('change.othersSignedOut')}</p>
                </>
              ) : null}
            </div>
          </div>
        </form>
      )}
    />
  );
}
