import type { FieldMetaState } from 'react-final-form';
import { visibleError } from '@qis/shared/ui';

/**
 * What a field shows: the validator's key (translated by `t`) once touched or edited, else the
 * server's message from the last submit, until the member edits the field again.
 */
export function shownError(meta: FieldMetaState<string>, t: (key: string) => string): string | undefined {
  const key = visibleError(meta);
  if (key) return t(key);
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}

export const FIELD_SUBSCRIPTION = {
  value: true,
  error: true,
  touched: true,
  modified: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;
