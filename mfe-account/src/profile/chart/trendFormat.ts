import { useMemo } from 'react';
import { useLocale } from '@qis/shared';

/**
 * The chart's numbers and dates as the page's language writes them. @qis/shared has no number or date
 * formatting helper yet, so this small one lives with the chart (Intl does the work).
 */
export function useTrendFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const rate = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    // Weights are keyed by their UTC calendar day; a projected date is one too.
    const date = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      kg: (value: number) => kg.format(value),
      rate: (value: number) => rate.format(value),
      date: (value: Date | string) => date.format(typeof value === 'string' ? new Date(value) : value),
    };
  }, [locale]);
}
