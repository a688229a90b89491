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

/**
 * A count written as a word ("a week", "zehn Tagen", "een kilo"): the portions' whole counts, then
 * the counts of days, weeks and months members write out, to twelve.
 */
const WORD_COUNTS: Readonly<Record<string, number>> = {
  ...WHOLE_COUNT_WORDS,
  ...Object.fromEntries(
    [
      ['five', 'cinq', 'funf', 'fünf', 'vijf'],
      ['six', 'sechs', 'zes'],
      ['seven', 'sept', 'sieben', 'zeven'],
      ['eight', 'huit', 'acht'],
      ['nine', 'neuf', 'neun', 'negen'],
      ['ten', 'dix', 'zehn', 'tien'],
      // Not the Dutch "onze" (our) or "elf" of both: "onze 3 kilo's".
      ['eleven'],
      ['twelve', 'douze', 'zwolf', 'zwölf', 'twaalf'],
    ].flatMap((words, index) => words.map((word) => [word, index + 5])),
  ),
  anderhalf: 1.5,
  anderhalve: 1.5,
  anderthalb: 1.5,
};

const WEEKS_PER_UNIT: readonly [RegExp, number][] = [
  [/^(days?|jours?|tage?n?|dagen|dag)$/u, 1 / 7],
  [/^(weeks?|semaines?|wochen?|weken)$/u, 1],
  [/^(months?|mois|monate?n?|maanden|maand)$/u, 4.35],
];

export const PERIOD = String.raw`(days?|jours?|tage?n?|dagen|dag|weeks?|semaines?|wochen?|weken|week|months?|mois|monate?n?|maanden|maand)\b`;
/**
 * What links an amount to its period: "in", "per", "a"… or a slash ("1,5 kg/Woche"), and the words
 * of an estimate that start a period said after the question ("25 kg verlieren? So 2 Monate").
 */
const LINK = String.raw`(?:(?:in|en|within|per|par|pro|a|an|dans|binnen|innerhalb|na|each|every|chaque|jede[nr]?|elke|op|about|around|roughly|environ|ungef[aä]hr|etwa|so|ca|circa|ongeveer|zo'n)\s+|\s*\/\s*)`;
/** Between the amount and its link: no figure, no sentence's end, and not a food's quantity ("2 kilos of rice"). */
const GAP = String.raw`(?!\s*(?:of|de|d'|du|des|van|an)\b)[^\d.]{0,30}?`;
const AMOUNT = String.raw`(?:${NUMBER}|\b(${Object.keys(WORD_COUNTS).join('|')}))\s*(kg|kgs|kilos?|kilogra[a-z]*|kilo's|lbs?|pounds?|pfund)\b(\s+(?:et demi|and a half|und (?:ein )?halb|en (?:een )?half))?`;
const PACE = new RegExp(String.raw`${AMOUNT}${GAP}${LINK}(?:(\d+|[a-z]+)\s+)?${PERIOD}`, 'gu');

/** The period first: "elke maand 8 kilo eraf", "chaque semaine 2 kilos", "per week 1,5 kg". */
const PACE_PERIOD_FIRST = new RegExp(
  String.raw`\b(?:every|each|per|a|chaque|par|jede[nrs]?|pro|elke|iedere)\s+${PERIOD}[^\d.]{0,20}?(?:\d+(?:[.,]\d+)?\s*(?:-|–|to|à|a|bis|tot)\s*)?${AMOUNT}`,
  'gu',
);

/** A period's length in weeks: "10 days", "zwei Monate", or null for a count or period it cannot read. */
export function weeksOf(count: string | undefined, period: string): number | null {
  const weeks = WEEKS_PER_UNIT.find(([pattern]) => pattern.test(period))?.[1];
  const periods =
    count === undefined ? 1 : /^\d+(?:[.,]\d+)?$/u.test(count) ? toNumber(count) : WORD_COUNTS[count];
  return weeks === undefined || periods === undefined || periods <= 0 ? null : periods * weeks;
}

/** An amount's kilograms: "5 kg", "een kilo", "un kilo et demi", "10 lbs". */
function kilosOf(
  figure: string | undefined,
  word: string | undefined,
  unit: string,
  half: string | undefined,
): number | null {
  const perUnit = KG_PER_UNIT.find(([pattern]) => pattern.test(unit))?.[1];
  const amount = figure === undefined ? WORD_COUNTS[word!] : toNumber(figure);
  return perUnit === undefined || amount === undefined
    ? null
    : (amount + (half === undefined ? 0 : 0.5)) * perUnit;
}

/**
 * "lose 5 kg in a week", "10 kilos en 2 semaines", "een kilo per dag", "1,5 kg/Woche": the pace in
 * kg a week, the fastest named.
 */
export function weightPaceKgPerWeek(raw: string): number | null {
  const paces = [
    ...[...raw.matchAll(PACE)].map(([, figure, word, unit, half, count, period]) => {
      const kilos = kilosOf(figure, word, unit!, half);
      const weeks = weeksOf(count, period!);
      return kilos === null || weeks === null ? null : kilos / weeks;
    }),
    ...[...raw.matchAll(PACE_PERIOD_FIRST)].map(([, period, figure, word, unit, half]) => {
      const kilos = kilosOf(figure, word, unit!, half);
      const weeks = weeksOf(undefined, period!);
      return kilos === null || weeks === null ? null : kilos / weeks;
    }),
  ].filter((pace): pace is number => pace !== null);
  return paces.length === 0 ? null : Math.max(...paces);
}

const DAY =
  /(a day|tagesziel|tageslimit|tagesbudget|journalier|dagdoel|daglimiet|dagbudget|per day|daily|each day|every day|par jour|chaque jour|quotidien|pro tag|am tag|täglich|taglich|jeden tag|per dag|dagelijks|elke dag|\/\s*(day|jour|tag|dag))/u;

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
