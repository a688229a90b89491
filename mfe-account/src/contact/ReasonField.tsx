import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_REASONS } from '@qis/contract';
import { CONTACT_NS } from './i18n';
import { visibleErrorKey } from '../common/validation';
import fieldStyles from '../common/Field.module.css';

/** The reason select; its first option is a disabled "select the reason" placeholder, selected at first. */
export function ReasonField() {
  const { t } = useTranslation(CONTACT_NS);
  const id = useId();
  const errorId = `${id}-error`;
  const { input, meta } = useField<string>('reason', {
    subscription: { value: true, error: true, touched: true, modified: true },
  });
  const errorKey = visibleErrorKey(meta);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('form.reason')}
        <span aria-hidden="true" className={fieldStyles.required}>
          {' *'}
        </span>
      </label>
      <select
        {...input}
        value={input.value ?? ''}
        id={id}
        required
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? errorId : undefined}
        className={`${fieldStyles.input} ${errorKey ? fieldStyles.invalid : ''}`}
      >
        <option value="" disabled>
          {t('form.reasonPlaceholder')}
        </option>
        {CONTACT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </select>
      {errorKey ? (
        <p id={errorId} className={fieldStyles.error} aria-live="polite">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
