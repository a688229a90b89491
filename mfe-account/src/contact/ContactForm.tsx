import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '@qis/shared';
import { PageSection, Button, ConfirmDialog, showErrorToast } from '@qis/shared/ui';
import { CONTACT_NS } from './i18n';
import { TextField } from '../common/TextField';
import { ReasonField } from './ReasonField';
import { prefilledContactValues, validateContactForm, type ContactFormValues } from './contactFormValues';
import { useSendContact } from './useSendContact';
import formStyles from '../common/Form.module.css';

/** The contact form; after a successful send a confirmation dialog opens and the form starts over. */
export function ContactForm() {
  const { t } = useTranslation(CONTACT_NS);
  const user = useAppSelector(selectUser);
  const sendContact = useSendContact();
  const [sent, setSent] = useState(false);
  const initialValues = useMemo(() => prefilledContactValues(user), [user]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogWasOpen = useRef(false);

  // The dialog hands focus back to the submit button, which the reset form has just disabled:
  // the form's heading takes it instead, so keyboard users continue from the top of the form.
  useEffect(() => {
    if (sent) dialogWasOpen.current = true;
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false;
      headingRef.current?.focus();
    }
  }, [sent]);

  const onSubmit = async (values: ContactFormValues, form: FormApi<ContactFormValues>) => {
    try {
      await sendContact(values);
    } catch {
      // The member's message stays in the form for another try.
      showErrorToast();
      return;
    }
    form.restart(initialValues);
    setSent(true);
  };

  return (
    <PageSection title={t('form.title')} headingRef={headingRef}>
      <Form<ContactFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateContactForm}
        subscription={{ invalid: true, submitting: true }}
        render={({ handleSubmit, invalid, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={formStyles.form}>
            <TextField name="name" label={t('form.name')} ns={CONTACT_NS} autoComplete="name" required />
            <TextField
              name="email"
              label={t('form.email')}
              ns={CONTACT_NS}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
            <ReasonField />
            <TextField
              name="reference"
              label={t('form.reference')}
              ns={CONTACT_NS}
              hint={t('form.referenceHint')}
            />
            <TextField
              name="membershipNumber"
              label={t('form.membershipNumber')}
              ns={CONTACT_NS}
              required
              className={formStyles.wide}
            />
            <TextField
              name="message"
              label={t('form.message')}
              ns={CONTACT_NS}
              multiline
              rows={6}
              required
              className={formStyles.wide}
            />
            <div className={`${formStyles.actions} ${formStyles.wide}`}>
              <Button type="submit" variant="primary" disabled={invalid || submitting}>
                {t('form.submit')}
              </Button>
            </div>
          </form>
        )}
      />
      <ConfirmDialog
        open={sent}
        title={t('sent.title')}
        message={t('sent.message')}
        subMessage={t('sent.subMessage')}
        buttonText={t('sent.close')}
        onClose={() => setSent(false)}
      />
    </PageSection>
  );
}
