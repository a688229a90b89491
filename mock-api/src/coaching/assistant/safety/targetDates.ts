import { PERIOD, weeksOf } from './targets';

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
  // A season's first day: "by summer" asks for the loss before it starts.
  ['summer', [5, 21]],
  ['sommer', [5, 21]],
  ['zomer', [5, 21]],
  ['spring', [2, 20]],
  ['fruhling', [2, 20]],
  ['lente', [2, 20]],
  ['printemps', [2, 20]],
]);

const LOSING =
  /\b(lose|losing|drop|shed|get rid of|perdre|perdu|maigrir|enlever|abnehmen|verlieren|runter|weg|abspecken|afvallen|kwijt|verliezen|eraf|af)\b/u;
const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|kilogram\w*|lbs?|pounds?|pfund)\b/gu;
/** "I weigh 80 kg", "je pèse 80 kilos", "ich wiege 80 kg", "ik weeg 80 kilo": the member's weight, not a target. */
const WEIGHING = /\b(weigh|weighs|weighing|pese|wiege|wiegt|weeg|weegt|am|suis|bin|ben)\s*$/u;
const NUMERIC_DATE = /\b(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2,4}))?\b/u;
const DAY_MONTH = /\b(?:(\d{1,2})(?:st|nd|rd|th|e|er|ten|te)?\s+)?([a-z]+)\b/gu;

/** Lower case without accents, punctuation kept: dates are written with dots and slashes. */
const withoutAccents = (raw: string): string =>
  raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

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
  // "Été" alone is also "been" ("j'ai été"): the season only with its article.
  if (/\b(?:l'|cet\s+)ete\b/u.test(text)) return upcoming(5, 21);
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

/**
 * A time left said as a span rather than a date: "it's in 2 months", "dans dix jours", "over ruim vier
 * weken", "3.5 weeks away", "noch 5 Wochen".
 */
const SPAN = new RegExp(
  String.raw`\b(?:(?:in|within|dans|d'ici|over|binnen|innerhalb(?: von)?|nog|noch|encore|only|plus que|nur noch)\s+(?:(?:ruim|bijna|goed|guten|knapp|about|around|environ|ca\.?|etwa)\s+)?(\d+(?:[.,]\d+)?|[a-z]+)\s+${PERIOD}|(\d+(?:[.,]\d+)?|[a-z]+)\s+${PERIOD}\s+(?:away|from now))`,
  'gu',
);

/** The shortest span of time left the text names, in weeks, or null. */
function weeksLeftIn(text: string): number | null {
  const spans = [...text.matchAll(SPAN)]
    .map(([, count, period, awayCount, awayPeriod]) =>
      period === undefined ? weeksOf(awayCount, awayPeriod!) : weeksOf(count, period),
    )
    .filter((weeks): weeks is number => weeks !== null);
  return spans.length === 0 ? null : Math.min(...spans);
}

/**
 * "It's mid-April", "on est le 8", "jetzt ist Februar": the question names its own today, so a date in
 * it is not counted from the member's (the figures then do not decide alone; see screen.ts).
 */
const OWN_TODAY =
  /\b(?:it's|it is|we're|we are|today is|today's|currently|on est|nous sommes|aujourd'hui c'est|jetzt ist|heute ist|wir haben|es ist|vandaag is het|we zijn nu|het is nu|nu is het)\s+(?:(?:on|the|le|der|den|mid|early|late|middle of|debut|fin|mi|anfang|mitte|ende|begin|half|eind|midden)[\s-]+)*(\d{1,2}|[a-z]+)/u;

export function statesItsOwnToday(raw: string): boolean {
  const named = OWN_TODAY.exec(withoutAccents(raw))?.[1];
  return named !== undefined && (/^\d/u.test(named) || MONTH_OF.has(named));
}

/** The pace in kg a week that a "kilos by a date" target asks for, or null when the question states none. */
export function weightByDateKgPerWeek(raw: string, today: Date): number | null {
  const text = withoutAccents(raw);
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
  const span = weeksLeftIn(text);
  const untilDate = date === null ? null : (date.getTime() - today.getTime()) / (7 * 24 * 3600 * 1000);
  // The nearer of a date and a span ("the wedding on 3 June, in 5 weeks"): the pace the member needs.
  const weeks = Math.min(untilDate ?? Infinity, span ?? Infinity);
  if (weeks === Infinity) return null;
  // A date today or tomorrow still means days, not no time at all.
  return kilos / Math.max(1 / 7, weeks);
}
