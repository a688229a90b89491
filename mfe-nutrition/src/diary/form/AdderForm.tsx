import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import styles from '../Diary.module.css';

interface AdderFormProps<Values extends object> {
  initialValues: Values;
  validate: (values: Values) => ValidationErrors;
  /** Sends the entry; the button stays busy until it settles. */
  onSubmit: (values: Values) => Promise<void>;
  /** Empties the form once the entry is added (a quick add), so the next one starts afresh. */
  resetAfterAdd?: boolean;
  disabled?: boolean;
  label?: string;
  /** The fields; a function of the values where something (the QIS preview) follows them. */
  children: ReactNode | ((values: Values) => ReactNode);
}

/** The diary adders' one form: their fields, then "Add", busy while the entry is on its way. */
export function AdderForm<Values extends object>({
  initialValues,
  validate,
  onSubmit,
  resetAfterAdd = false,
  disabled = false,
  label,
  children,
}: AdderFormProps<Values>) {
  const { t } = useTranslation(DIARY_NS);
  return (
    <Form<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      subscription={{ submitting: true, values: typeof children === 'function' }}
      render={({ handleSubmit, submitting, values, form }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            const sent = handleSubmit(event);
            // A refused submit settles too: only an entry handed on empties the form.
            if (resetAfterAdd && sent) {
              void sent.then(() => {
                if (form.getState().submitSucceeded) form.restart();
              });
            }
          }}
        >
          {typeof children === 'function' ? children(values) : children}
          <Button type="submit" disabled={submitting || disabled}>
            {t('add.submit')}
          </Button>
        </form>
      )}
    />
  );
}
