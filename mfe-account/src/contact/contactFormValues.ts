import type { ContactRequest, User } from '@qis/contract/api';
import { CONTACT_REASONS, type ContactReason, type Locale } from '@qis/contract';
import { isBlank, isEmail } from '../common/validation';

export interface ContactFormValues {
  name: string;
  email: string;
  /** Empty while the disabled placeholder is shown. */
  reason: ContactReason | '';
  reference: string;
  membershipNumber: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

/** Name, email and membership number come from the signed-in member, so they need not be typed. */
export function prefilledContactValues(user: User | null): ContactFormValues {
  return {
    name: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
    email: user?.email ?? '',
    reason: '',
    reference: '',
    membershipNumber: user?.memberNumber ?? '',
    message: '',
  };
}

const isReason = (value: string): value is ContactReason =>
  (CONTACT_REASONS as readonly string[]).includes(value);

/** Every field is required but the reference. Answers translation keys. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (isBlank(values.name)) errors.name = 'errors.nameRequired';
  if (isBlank(values.email)) errors.email = 'errors.emailRequired';
  else if (!isEmail(values.email)) errors.email = 'errors.emailInvalid';
  if (!isReason(values.reason ?? '')) errors.reason = 'errors.reasonRequired';
  if (isBlank(values.membershipNumber)) errors.membershipNumber = 'errors.membershipNumberRequired';
  if (isBlank(values.message)) errors.message = 'errors.messageRequired';
  return errors;
}

/** The request body; only called on valid values. An empty reference is left out rather than sent blank. */
export function toContactRequest(values: ContactFormValues, locale: Locale): ContactRequest {
  const reference = values.reference?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    reason: values.reason as ContactReason,
    ...(reference ? { reference } : {}),
    membershipNumber: values.membershipNumber.trim(),
    message: values.message.trim(),
    locale,
  };
}
