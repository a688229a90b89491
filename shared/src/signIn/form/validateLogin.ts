/** The password's minimum length the form asks for before it calls the API. */
export const PASSWORD_MIN_LENGTH = 4;

export interface LoginValues {
  email?: string;
  password?: string;
}

/** Error keys under `validation.` in the login translations. */
export type LoginErrors = Partial<Record<keyof LoginValues, 'email' | 'password'>>;

// One "@", something on each side, a dot in the domain, no spaces: what a member can type by mistake.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Email required and valid; password required, at least 4 characters. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email || !isValidEmail(values.email.trim())) errors.email = 'email';
  if (!values.password || values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password';
  return errors;
}
