import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH } from '@qis/contract';
import { Field, NewPasswordField, visibleError } from '@qis/shared/ui';
import { PASSWORD_NS } from './i18n';

/** A field's message: the validator's (a translation key) once touched or edited, else the server's, until edited again. */
export function useShownError(name: string, translate: (key: string) => string): string | undefined {
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
  if (key) return translate(key);
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}

/** A password field's message in this screen's words (the new password's minimum filled in). */
function usePasswordError(name: string): string | undefined {
  const { t } = useTranslation(PASSWORD_NS);
  return useShownError(name, (key) => t(key, { min: NEW_PASSWORD_MIN_LENGTH }));
}

/** The member's current password, required: the password change and the account's deletion ask it. */
export function CurrentPasswordInput({
  name,
  label,
  error,
}: {
  name: string;
  label: string;
  error?: string;
}) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  return (
    <Field label={label} error={error} required>
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

export function CurrentPasswordField() {
  const { t } = useTranslation(PASSWORD_NS);
  return (
    <CurrentPasswordInput
      name="currentPassword"
      label={t('change.current')}
      error={usePasswordError('currentPassword')}
    />
  );
}

export function NewPasswordFormField({ label }: { label: string }) {
  const { input } = useField<string>('newPassword', { subscription: { value: true } });
  const error = usePasswordError('newPassword');
  return <NewPasswordField {...input} value={input.value ?? ''} label={label} error={error} />;
}
