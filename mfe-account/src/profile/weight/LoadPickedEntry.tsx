import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import { useFormatNumber } from '@qis/shared';
import { calendarDateAt } from '@qis/contract';
import type { PickedEntry } from '../pickedEntry';
import type { WeightFormValues } from './weightFormValues';

/** The weight field takes focus 100 ms after a chart point is chosen, once the form shows the picked entry. */
export const FOCUS_DELAY_MS = 100;

interface LoadPickedEntryProps {
  picked: PickedEntry | null;
  weightRef: RefObject<HTMLInputElement | null>;
}

/**
 * Puts the entry chosen on the chart into the weight form, then moves focus to the weight field
 * (the short delay lets the page settle, e.g. a scroll, before focus moves).
 */
export function LoadPickedEntry({ picked, weightRef }: LoadPickedEntryProps) {
  const form = useForm<WeightFormValues>('LoadPickedEntry');
  const formatNumber = useFormatNumber();
  useEffect(() => {
    if (!picked) return;
    form.batch(() => {
      // "82,5" in French and German, as the member would type it (the field reads either mark).
      form.change('weight', formatNumber(picked.entry.weight, { useGrouping: false }));
      form.change('date', calendarDateAt(picked.entry.date, 'utc'));
    });
    const timer = setTimeout(() => weightRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [picked, form, weightRef, formatNumber]);
  return null;
}
