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
  if (rest === 0) return String(whole);
  const fraction = FRACTIONS.get(rest);
  if (!fraction) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(factor);
  return whole === 0 ? fraction : `${whole}${fraction}`;
}

/** Grams as the member weighs them: whole grams, one decimal below 10 g, in the locale's notation. */
export const formatGrams = (grams: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: grams < 10 ? 1 : 0 }).format(grams);
