import { WHOLE_COUNT_WORDS } from '../../../foods/portions/units';

/**
 * Dangerous targets read from the question's raw text (lower case): a weight-loss pace above about
 * 1 kg a week, and a daily intake (in kcal or QIS) the answer compares with the floors.
 */

/** More than this many kilograms a week is too fast to coach (the safe pace is 0.5 to 1 kg). */
export const MAX_SAFE_KG_PER_WEEK = 1;
/** Below this many kcal a day an intake needs a doctor, whatever the member's range. */
export const MIN_SAFE_KCAL_PER_DAY = 1200;
export const SAFE_PACE_KG_PER_WEEK = { min: 0.5, max: 1 } as const;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const toNumber = (text: string) => Number(text.replace(',', '.'));

const KG_PER_UNIT: readonly [RegExp, number][] = [
  [/^(kg|kgs|kilos?|kilogra\w*|kilo's)$/u, 1],
  [/^(lb|lbs|pounds?|pfund)$/u, 0.4536],
];

/** A count of periods written as a word ("a week", "zwei Wochen", "een maand"): the portions' whole counts. */
const WORD_COUNTS = WHOLE_COUNT_WORDS;

const WEEKS_PER_UNIT: readonly [RegExp, number][] = [
  [/^(days?|jours?|tage?n?|dagen|dag)$/u, 1 / 7],
  [/^(weeks?|semaines?|wochen?|weken)$/u, 1],
  [/^(months?|mois|monate?n?|maanden|maand)$/u, 4.35],
];

const PACE = new RegExp(
  String.raw`${NUMBER}\s*([a-z']+)\b(?:[^\d.?!]{0,30}?)\b(?:in|en|within|per|par|pro|a|an|dans|binnen|innerhalb|na|each|every|chaque|jede[nr]?|elke|op)\s+(?:(\d+|[a-z]+)\s+)?(days?|jours?|tage?n?|dagen|dag|weeks?|semaines?|wochen?|weken|week|months?|mois|monate?n?|maanden|maand)\b`,
  'gu',
);

/** "lose 5 kg in a week", "10 kilos en 2 semaines", "3 Kilo pro Woche": the pace in kg a week, the fastest named. */
export function weightPaceKgPerWeek(raw: string): number | null {
  let fastest: number | null = null;
  for (const [, value, unit, count, period] of raw.matchAll(PACE)) {
    const perUnit = KG_PER_UNIT.find(([pattern]) => pattern.test(unit!))?.[1];
    const weeks = WEEKS_PER_UNIT.find(([pattern]) => pattern.test(period!))?.[1];
    if (perUnit === undefined || weeks === undefined) continue;
    const periods = count === undefined ? 1 : /^\d+$/u.test(count) ? Number(count) : WORD_COUNTS[count];
    if (periods === undefined || periods <= 0) continue;
    const pace = (toNumber(value!) * perUnit) / (periods * weeks);
    fastest = Math.max(fastest ?? 0, pace);
  }
  return fastest;
}

const DAY =
  /(a day|per day|daily|each day|every day|par jour|chaque jour|quotidien|pro tag|am tag|täglich|taglich|jeden tag|per dag|dagelijks|elke dag|\/\s*(day|jour|tag|dag))/u;

/** An intake's thousands grouped ("1.900", "1,600", "1 800"), read as thousands, not as decimals. */
const GROUPED = /^\d{1,3}(?:[., \u00a0\u202f]\d{3})+$/u;
const INTAKE = String.raw`(\d{1,3}(?:[., \u00a0\u202f]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)`;
const intakeNumber = (text: string) =>
  GROUPED.test(text) ? Number(text.replace(/\D/gu, '')) : toNumber(text);

/** A daily intake stated in the question: "800 kcal a day", "50 QIS par jour" (the lowest named). */
export function statedDailyIntake(raw: string): { unit: 'kcal' | 'qis'; amount: number } | null {
  if (!DAY.test(raw)) return null;
  const pattern = new RegExp(
    String.raw`${INTAKE}\s*(kcal|kilocalories?|calories?|cals?|kalorien|calorieën|calorieen|qis)\b`,
    'gu',
  );
  let lowest: { unit: 'kcal' | 'qis'; amount: number } | null = null;
  for (const [, value, unit] of raw.matchAll(pattern)) {
    const stated = {
      unit: unit === 'qis' ? ('qis' as const) : ('kcal' as const),
      amount: intakeNumber(value!),
    };
    if (lowest === null || stated.amount < lowest.amount) lowest = stated;
  }
  return lowest;
}
