import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH } from '@qis/contract';
import { Field, NewPasswordField, visibleError } from '@qis/shared/ui';
import { PASSWORD_NS } from './i18n';

/** A field's message: the validator's (a translation key) once touched or edited, else the server's, until edited again. */
function useShownError(name: string): string | undefined {
  const { t } = useTranslation(PASSWORD_NS);
  const { meta } = useField<string>(name, {
    subscription: {
      error: true,
      touched: true,
      modified: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const key = visibleError(meta);
  if (key) return t(key, { min: NEW_PASSWORD_MIN_LENGTH });
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}

export function CurrentPasswordField() {
  const { t } = useTranslation(PASSWORD_NS);
  const { input } = useField<string>('currentPassword', { subscription: { value: true } });
  const error = useShownError('currentPassword');
  return (
    <Field label={t('change.current')} error={error} required>
      {(control) => (
        <input
          {...input}
          {...control}
          value={input.value ?? ''}
          type="password"
          autoComplete="current-password"
          className="qis-input"
        />
      )}
    </Field>
  );
}

export function NewPasswordFormField({ label }: { label: string }) {
  const { input } = useField<string>('newPassword', { subscription: { value: true } });
  const error = useShownError('newPassword');
  return <NewPasswordField {...input} value={input.value ?? ''} label={label} error={error} />;
}
