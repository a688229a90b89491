import type { ApiErrorAnswer } from '../../api/apiError';

/** Messages for a password form: per field, and `form` for one no field owns (a used link, too many tries). */
export type PasswordFormErrors = Partial<Record<string, string>> & { form?: string };

/**
 * Where the server's refusal belongs in the form. A weak password shows the whole message (the rule
 * it breaks and, when zxcvbn has one, its hint); a wrong current password its field's message.
 */
export function passwordFormErrors(answer: ApiErrorAnswer): PasswordFormErrors {
  const fields = answer.details.filter((detail) => typeof detail.field === 'string');
  if (fields.length === 0) return { form: answer.message };
  const errors: PasswordFormErrors = {};
  for (const detail of fields) {
    const message = answer.error === 'weak-password' ? answer.message : (detail.message ?? answer.message);
    errors[detail.field as string] = message;
  }
  return errors;
}
