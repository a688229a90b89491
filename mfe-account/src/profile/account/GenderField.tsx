import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Gender } from '@qis/contract/api';
import { PROFILE_NS } from '../i18n';
import { visibleErrorKey } from '../../common/validation';
import styles from '../ProfilePage.module.css';
import fieldStyles from '../../common/Field.module.css';

const OPTIONS: { value: Gender; labelKey: string }[] = [
  { value: 'female', labelKey: 'account.female' },
  { value: 'male', labelKey: 'account.male' },
];

function GenderOption({ value, label }: { value: Gender; label: string }) {
  const id = useId();
  const { input } = useField<string>('gender', { type: 'radio', value, subscription: { value: true } });
  return (
    <span className={styles.radio}>
      <input {...input} id={id} type="radio" />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/** Gender as a Femme / Homme radio choice (values female / male). */
export function GenderField() {
  const { t } = useTranslation(PROFILE_NS);
  const errorId = useId();
  const { meta } = useField('gender', { subscription: { error: true, touched: true, modified: true } });
  const errorKey = visibleErrorKey(meta);
  return (
    <fieldset
      className={styles.radioGroup}
      aria-describedby={errorKey ? errorId : undefined}
      aria-invalid={errorKey ? true : undefined}
    >
      <legend className={fieldStyles.label}>
        {t('account.gender')}
        <span aria-hidden="true" className={fieldStyles.required}>
          {' *'}
        </span>
      </legend>
      <div className={styles.radioOptions}>
        {OPTIONS.map((option) => (
          <GenderOption key={option.value} value={option.value} label={t(option.labelKey)} />
        ))}
      </div>
      {errorKey ? (
        <p id={errorId} className={fieldStyles.error} aria-live="polite">
          {t(errorKey)}
        </p>
      ) : null}
    </fieldset>
  );
}
