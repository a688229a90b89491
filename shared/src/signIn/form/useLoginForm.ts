import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';

export type LoginFieldName = keyof LoginValues;
const FIELDS: readonly LoginFieldName[] = ['email', 'password'];

export interface LoginFormState {
  values: LoginValues;
  errors: LoginErrors;
  /** A field the member has changed at least once: only then does its message show. */
  modified: Partial<Record<LoginFieldName, boolean>>;
  invalid: boolean;
  submitting: boolean;
  change: (name: LoginFieldName, value: string) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The login form's state: two fields, the validation of validateLogin, "modified" per field and the
 * submitting flag. The login is the first screen: this is all of a form library it needs, kept in
 * the login chunk instead of a general one before the first paint. Values live in a ref as well as
 * in state, so a submit reads what was just taken from the inputs in the same event.
 */
export function useLoginForm(
  formRef: RefObject<HTMLFormElement | null>,
  onSubmit: (values: Required<LoginValues>) => Promise<void>,
): LoginFormState {
  const values = useRef<LoginValues>({});
  const [snapshot, setSnapshot] = useState<LoginValues>({});
  const [modified, setModified] = useState<LoginFormState['modified']>({});
  const [submitting, setSubmitting] = useState(false);
  const submittingNow = useRef(false);

  const change = useCallback((name: LoginFieldName, value: string) => {
    if (values.current[name] === value) return;
    values.current = { ...values.current, [name]: value };
    setSnapshot(values.current);
    setModified((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  /**
   * Values in the inputs that never reached the state: autofill (browsers reveal it to scripts only on a
   * user gesture, which the submit click is) and what was typed into the prerendered form before the
   * script ran.
   */
  const takeInputValues = useCallback(() => {
    for (const name of FIELDS) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value) change(name, input.value);
    }
  }, [formRef, change]);

  useEffect(takeInputValues, [takeInputValues]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    takeInputValues();
    const { email, password } = values.current;
    // Submit does nothing while either field is empty (autofilled fields count as filled), nor while invalid.
    if (!email || !password || submittingNow.current) return;
    if (Object.keys(validateLogin(values.current)).length > 0) return;
    submittingNow.current = true;
    setSubmitting(true);
    void onSubmit({ email, password }).finally(() => {
      submittingNow.current = false;
      setSubmitting(false);
    });
  };

  const errors = validateLogin(snapshot);
  return {
    values: snapshot,
    errors,
    modified,
    invalid: Object.keys(errors).length > 0,
    submitting,
    change,
    handleSubmit,
  };
}
