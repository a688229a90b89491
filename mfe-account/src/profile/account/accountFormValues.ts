import type { Gender, ProfileUpdate, User } from '@qis/contract/api';
import { inRange, isBlank, isEmail, parseDecimal, parseInteger } from '../../common/validation';

/** The spec leaves the profile's numeric bounds open; these are the ones a member's data can take. */
export const BIRTH_YEAR_MIN = 1900;
export const MONTH_MIN = 1;
export const MONTH_MAX = 12;
export const DESIRED_WEIGHT_MIN = 10;
export const DESIRED_WEIGHT_MAX = 500;

export const birthYearMax = (now: Date = new Date()) => now.getFullYear();

/** Inputs hold text; numbers are parsed when the form is validated and sent. */
export interface AccountFormValues {
  firstName: string;
  lastName: string;
  email: string;
  birthMonth: string;
  birthYear: string;
  desiredWeight: string;
  gender: Gender | '';
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function toAccountFormValues(user: User): AccountFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    birthMonth: text(user.birthMonth),
    birthYear: text(user.birthYear),
    desiredWeight: text(user.desiredWeight),
    gender: user.gender ?? '',
  };
}

/** The request body's profile; only called on valid values. */
export function toProfileUpdate(values: AccountFormValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    birthMonth: parseInteger(values.birthMonth),
    birthYear: parseInteger(values.birthYear),
    desiredWeight: parseDecimal(values.desiredWeight),
    gender: values.gender === '' ? null : values.gender,
  };
}

const KEY = 'account.errors.';

export function validateAccountForm(values: AccountFormValues, now: Date = new Date()): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (isBlank(values.firstName)) errors.firstName = `${KEY}firstNameRequired`;
  if (isBlank(values.lastName)) errors.lastName = `${KEY}lastNameRequired`;

  if (isBlank(values.email)) errors.email = `${KEY}emailRequired`;
  else if (!isEmail(values.email)) errors.email = `${KEY}emailInvalid`;

  if (isBlank(values.birthMonth)) errors.birthMonth = `${KEY}birthMonthRequired`;
  else {
    const month = parseInteger(values.birthMonth);
    if (month === null || !inRange(month, MONTH_MIN, MONTH_MAX)) errors.birthMonth = `${KEY}birthMonthRange`;
  }

  if (isBlank(values.birthYear)) errors.birthYear = `${KEY}birthYearRequired`;
  else {
    const year = parseInteger(values.birthYear);
    if (year === null || !inRange(year, BIRTH_YEAR_MIN, birthYearMax(now)))
      errors.birthYear = `${KEY}birthYearRange`;
  }

  if (isBlank(values.desiredWeight)) errors.desiredWeight = `${KEY}desiredWeightRequired`;
  else {
    const weight = parseDecimal(values.desiredWeight);
    if (weight === null || !inRange(weight, DESIRED_WEIGHT_MIN, DESIRED_WEIGHT_MAX)) {
      errors.desiredWeight = `${KEY}desiredWeightRange`;
    }
  }

  if (values.gender !== 'female' && values.gender !== 'male') errors.gender = `${KEY}genderRequired`;
  return errors;
}
