import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH } from '@qis/contract';
import { Field } from '../field/Field';
import './newPassword.css';

export type NewPasswordFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id' | 'value'> & {
  label: string;
  value: string;
  /** The message to show, already translated: a required field left empty, or the server's reason. */
  error?: string;
};

// Characters as the server counts them (code points), so an emoji counts once here as there.
const lengthOf = (text: string) => [...text].length;

/**
 * A new password (change and reset alike) with the rule stated up front and, as the member types, how
 * many characters are still missing. Only the length is judged here: whether it is common, guessable
 * or close to the member's name is the server's call, and its reason comes back as `error`.
 */
export function NewPasswordField({ label, value, error, className, ...input }: NewPasswordFieldProps) {
  const { t } = useTranslation('common');
  const missing = NEW_PASSWORD_MIN_LENGTH - lengthOf(value);
  return (
    <Field
      label={label}
      error={error}
      required
      description={
        <>
          {t('newPassword.rule', { min: NEW_PASSWORD_MIN_LENGTH })}{' '}
          <span className="qis-new-password__length">
            {value === ''
              ? null
              : missing > 0
                ? t('newPassword.missing', { count: missing })
                : t('newPassword.longEnough')}
          </span>
        </>
      }
    >
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          type="password"
          autoComplete="new-password"
          className={className ? `qis-input ${className}` : 'qis-input'}
        />
      )}
    </Field>
  );
}
