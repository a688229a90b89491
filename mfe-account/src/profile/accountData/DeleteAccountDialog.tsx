import { useId } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useAccountDeleteMutation, useLocale } from '@qis/shared';
import { Button, Modal } from '@qis/shared/ui';
import { CurrentPasswordInput, useShownError } from '../password/PasswordFields';
import { ACCOUNT_DATA_NS } from './i18n';
import { WhatIsLost } from './WhatIsLost';
import styles from './AccountData.module.css';

interface DeleteValues {
  password?: string;
}

export interface DeleteAccountDialogProps {
  open: boolean;
  memberNumber: string;
  email: string;
  onClose: () => void;
}

const validate = (values: DeleteValues) => (values.password ? {} : { password: 'delete.passwordRequired' });

/**
 * Asks for the password and says what goes. Once the server has deleted the account the page's
 * session ends (accountDelete) and the guard takes the member to the login page, which says why.
 */
export function DeleteAccountDialog({ open, memberNumber, email, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(ACCOUNT_DATA_NS);
  const locale = useLocale();
  const formId = useId();
  const descriptionId = useId();
  const [remove] = useAccountDeleteMutation();

  const onSubmit = async ({ password = '' }: DeleteValues): Promise<SubmissionErrors | undefined> => {
    try {
      await remove({ password, locale }).unwrap();
      return undefined;
    } catch (error) {
      const answer = apiErrorOf(error);
      if (answer?.error === 'wrong-password')
        return { password: answer.details[0]?.message ?? answer.message };
      if (answer && answer.status < 500) return { [FORM_ERROR]: answer.message };
      return { [FORM_ERROR]: t('delete.failed') };
    }
  };

  return (
    <Form<DeleteValues>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, form }) => (
        <Modal
          open={open}
          title={t('delete.title')}
          describedBy={descriptionId}
          onClose={() => {
            // A password typed and abandoned does not wait in the page for the next opening.
            form.restart();
            onClose();
          }}
          footer={
            <>
              <Button
                onClick={() => {
                  form.restart();
                  onClose();
                }}
              >
                {t('delete.cancel')}
              </Button>
              <Button type="submit" form={formId} className={styles.dangerFilled} disabled={submitting}>
                {submitting ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </>
          }
        >
          <div id={descriptionId}>
            <p className={styles.text}>{t('delete.warning')}</p>
            <WhatIsLost memberNumber={memberNumber} />
          </div>
          <form id={formId} onSubmit={handleSubmit} noValidate className={styles.dialogForm}>
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <PasswordField />
            <p role="alert" className={styles.error}>
              {submitError && !dirtySinceLastSubmit ? String(submitError) : null}
            </p>
          </form>
        </Modal>
      )}
    />
  );
}

function PasswordField() {
  const { t } = useTranslation(ACCOUNT_DATA_NS);
  const error = useShownError('password', (key) => t(key));
  return <CurrentPasswordInput name="password" label={t('delete.password')} error={error} />;
}
