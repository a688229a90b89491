/** The parts of react-final-form's field `meta` that decide whether its error shows. */
export interface FieldErrorState {
  error?: unknown;
  touched?: boolean;
  modified?: boolean;
}

/**
 * The error to show under a field, or undefined: only once the member has left the field (touched) or
 * changed it (modified), never on an untouched form; a failed submit touches every field.
 */
export function visibleError(meta: FieldErrorState): string | undefined {
  return (meta.touched || meta.modified) && typeof meta.error === 'string' && meta.error !== ''
    ? meta.error
    : undefined;
}
