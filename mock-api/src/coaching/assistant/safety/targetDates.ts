/**
 * A weight-loss target given as kilos by a date rather than per week ("10 kg by 15 March", "perdre 6
 * kilos avant Noël", "8 Kilo bis Ende Mai"): the pace it asks for, in kg a week, counted from the
 * member's today. A weight alone ("I weigh 80 kg, my wedding is in March") is no target: a word of
 * losing must be there, and the amount must not be what the member weighs.
 */

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'janvier', 'januar', 'janner', 'jaenner', 'januari'],
  ['february', 'feb', 'fevrier', 'februar', 'februari'],
  ['march', 'mar', 'mars', 'marz', 'maerz', 'maart'],
  ['april', 'apr', 'avril'],
  ['may', 'mai', 'mei'],
  ['june', 'jun', 'juin', 'juni'],
  ['july', 'jul', 'juillet', 'juli'],
  ['august', 'aug', 'aout', 'augustus'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'octobre', 'oktober', 'okt'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'decembre', 'dezember', 'dez'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, month) => names.map((name) => [name, month] as const)));

/** Abbreviations, and names that are words too ("may", a Mars bar): a month only with its day. */
const NEEDS_A_DAY = new Set([
  'may',
  'mar',
  'mars',
  'jan',
  'feb',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'okt',
  'nov',
  'dec',
  'dez',
]);

/** Days whose date every member knows. */
const FEASTS: ReadonlyMap<string, [month: number, day: number]> = new Map([
  ['christmas', [11, 25]],
  ['xmas', [11, 25]],
  ['noel', [11, 25]],
  ['weihnachten', [11, 24]],
  ['kerst', [11, 25]],
  ['kerstmis', [11, 25]],
  ['silvester', [11, 31]],
  ['oudejaarsavond', [11, 31]],
  ['reveillon', [11, 31]],
  ['valentine', [1, 14]],
  ['valentin', [1, 14]],
  ['valentijn', [1, 14]],
  ['valentijnsdag', [1, 14]],
]);

const LOSING =
  /\b(lose|losing|drop|shed|get rid of|perdre|perdu|maigrir|enlever|abnehmen|verlieren|runter|weg|abspecken|afvallen|kwijt|verliezen|eraf|af)\b/u;
const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|kilogram\w*|lbs?|pounds?|pfund)\b/gu;
/** "I weigh 80 kg", "je pèse 80 kilos", "ich wiege 80 kg", "ik weeg 80 kilo": the member's weight, not a target. */
const WEIGHING = /\b(weigh|weighs|weighing|pese|wiege|wiegt|weeg|weegt|am|suis|bin|ben)\s*$/u;
const NUMERIC_DATE = /\b(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2,4}))?\b/u;
const DAY_MONTH = /\b(?:(\d{1,2})(?:st|nd|rd|th|e|er|ten|te)?\s+)?([a-z]+)\b/gu;

/** The first date the text names, on or after today (a month alone is its last day). */
function dateIn(text: string, today: Date): Date | null {
  const numeric = NUMERIC_DATE.exec(text);
  const year = today.getUTCFullYear();
  const upcoming = (month: number, day: number, givenYear?: number): Date => {
    const date = new Date(Date.UTC(givenYear ?? year, month, day));
    return date < today && givenYear === undefined ? new Date(Date.UTC(year + 1, month, day)) : date;
  };
  if (numeric) {
    const [, day, month, givenYear] = numeric;
    if (Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31) {
      const full =
        givenYear === undefined ? undefined : Number(givenYear.length === 2 ? `20${givenYear}` : givenYear);
      return upcoming(Number(month) - 1, Number(day), full);
    }
  }
  for (const [, day, word] of text.matchAll(DAY_MONTH)) {
    const feast = FEASTS.get(word!);
    if (feast) return upcoming(feast[0], feast[1]);
    const month = MONTH_OF.get(word!);
    if (month !== undefined && (day !== undefined || !NEEDS_A_DAY.has(word!))) {
      return upcoming(
        month,
        day === undefined ? new Date(Date.UTC(year, month + 1, 0)).getUTCDate() : Number(day),
      );
    }
  }
  return null;
}

/** The pace in kg a week that a "kilos by a date" target asks for, or null when the question states none. */
export function weightByDateKgPerWeek(raw: string, today: Date): number | null {
  // Accents off, punctuation kept: dates are written with dots and slashes.
  const text = raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  if (!LOSING.test(text)) return null;
  let kilos = 0;
  for (const match of text.matchAll(AMOUNT)) {
    if (WEIGHING.test(text.slice(0, match.index))) continue;
    const amount =
      Number(match[1]!.replace(',', '.')) * (/^(lb|lbs|pound|pounds|pfund)$/u.test(match[2]!) ? 0.4536 : 1);
    kilos = Math.max(kilos, amount);
  }
  if (kilos === 0) return null;
  const date = dateIn(text, today);
  if (date === null) return null;
  // A date today or tomorrow still means days, not no time at all.
  const weeks = Math.max(1 / 7, (date.getTime() - today.getTime()) / (7 * 24 * 3600 * 1000));
  return kilos / weeks;
}
