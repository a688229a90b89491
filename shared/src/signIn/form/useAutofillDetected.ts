import { useEffect, useState, type RefObject } from 'react';

/** Autofill is looked for 500 ms after the form appears, once the browser has filled it. */
export const AUTOFILL_CHECK_DELAY_MS = 500;

// The standard pseudo-class and Chromium's older prefixed one; an engine that knows neither throws.
const AUTOFILL_SELECTORS = [':autofill', ':-webkit-autofill'];

export function isAutofilled(element: Element): boolean {
  return AUTOFILL_SELECTORS.some((selector) => {
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  });
}

/**
 * True when the browser autofilled an input of the form. Browsers do not hand autofilled values
 * to scripts before a user gesture, so the form looks empty and invalid although it is filled:
 * the submit button must stay usable then.
 */
export function useAutofillDetected(formRef: RefObject<HTMLFormElement | null>): boolean {
  const [detected, setDetected] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      const inputs = formRef.current?.querySelectorAll('input') ?? [];
      if (Array.from(inputs).some(isAutofilled)) setDetected(true);
    }, AUTOFILL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formRef]);
  return detected;
}
