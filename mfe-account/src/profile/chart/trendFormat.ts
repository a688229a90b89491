import { useMemo } from 'react';
import { useFormatDate, useFormatNumber } from '@qis/shared';

const KG: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const RATE: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
};
// Weights are keyed by their UTC calendar day; a projected date is one too.
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The chart's figures through the portal's one number and date formatter, in the options the trend needs. */
export function useTrendFormat() {
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDate();
  return useMemo(
    () => ({
      kg: (value: number) => formatNumber(value, KG),
      rate: (value: number) => formatNumber(value, RATE),
      date: (value: Date | string) => formatDate(typeof value === 'string' ? new Date(value) : value, DAY),
    }),
    [formatNumber, formatDate],
  );
}
