import { formatNumber } from '@qis/shared';

const FRACTIONS = new Map([
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
]);

/**
 * A portion factor as a cook writes it: ½, ¾, 1, 1¼, 1½, 2, 2½, 3. The API serves quarter steps;
 * anything else (never sent) falls back to the locale's decimal notation.
 */
export function formatFactor(factor: number, locale: string): string {
  const whole = Math.floor(factor);
  const rest = factor - whole;
  if (rest === 0) return formatNumber(whole, locale);
  const fraction = FRACTIONS.get(rest);
  if (!fraction) return formatNumber(factor, locale, { maximumFractionDigits: 2 });
  return whole === 0 ? fraction : `${whole}${fraction}`;
}

/** Grams as the member weighs them: whole grams, one decimal below 10 g, in the locale's notation. */
export const formatGrams = (grams: number, locale: string): string =>
  formatNumber(grams, locale, { maximumFractionDigits: grams < 10 ? 1 : 0 });
