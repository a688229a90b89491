import { NEW_PASSWORD_MIN_LENGTH } from '@qis/contract';

export interface ChangePasswordValues {
  currentPassword?: string;
  newPassword?: string;
}

/** Error keys of the password translations; only what needs no server: both filled, the new one long enough. */
export function validateChangePassword(
  values: ChangePasswordValues,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'errors.currentRequired';
  if (!values.newPassword) errors.newPassword = 'errors.newRequired';
  else if ([...values.newPassword].length < NEW_PASSWORD_MIN_LENGTH) errors.newPassword = 'errors.tooShort';
  return errors;
}
