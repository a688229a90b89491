/** Numbers with their units, read from the question's raw text (decimal comma or point). */

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Grams per unit; a millilitre counts as a gram (the catalogue gives values per 100 g). */
const MASS_UNITS: readonly [RegExp, number][] = [
  [/^(kg|kilos?|kilogrammes?|kilograms?|kilogramm|kilo)$/, 1000],
  [/^(g|gr|grs|grammes?|grams?|gramm|gramme)$/, 1],
  [/^(mg)$/, 0.001],
  [/^(l|litres?|liters?|liter)$/, 1000],
  [/^(dl)$/, 100],
  [/^(cl)$/, 10],
  [/^(ml)$/, 1],
];

/** "150 g", "1,5 kg", "2 dl": the grams asked about, or null. */
export function findGrams(raw: string): number | null {
  const pattern = new RegExp(String.raw`${NUMBER}\s*([a-z]+)\b`, 'gu');
  for (const [, value, unit] of raw.matchAll(pattern)) {
    const factor = MASS_UNITS.find(([units]) => units.test(unit!))?.[1];
    if (factor !== undefined) {
      const grams = toNumber(value!) * factor;
      if (grams > 0 && grams <= 10_000) return grams;
    }
  }
  return null;
}

const MINUTE_UNITS = /^(min|mins|minutes?|minuten|minuut|mn|m)$/;
const HOUR_UNITS = /^(h|hr|hrs|hours?|heures?|stunden?|std|uur|u)$/;

/** Phrases of common durations without digits, in four languages. */
const WORDED_DURATIONS: readonly [RegExp, number][] = [
  [/\b(half an hour|demi[- ]heure|halbe stunde|halbes stündchen|half uur|halfuur)\b/u, 30],
  [/\b(quarter of an hour|quart d.heure|viertelstunde|kwartier)\b/u, 15],
  [/\b(an hour|one hour|une heure|eine stunde|een uur)\b/u, 60],
  [/\b(two hours|deux heures|zwei stunden|twee uur)\b/u, 120],
];

/** "30 minutes", "1 h", "1,5 Stunden", "1h30", "une demi-heure": the minutes asked about, or null. */
export function findMinutes(raw: string): number | null {
  const hoursAndMinutes = /(\d+)\s*h\s*(\d{1,2})\b/u.exec(raw);
  if (hoursAndMinutes) return Number(hoursAndMinutes[1]) * 60 + Number(hoursAndMinutes[2]);
  const pattern = new RegExp(String.raw`${NUMBER}\s*([a-z]+)`, 'gu');
  for (const [, value, unit] of raw.matchAll(pattern)) {
    if (MINUTE_UNITS.test(unit!)) return toNumber(value!);
    if (HOUR_UNITS.test(unit!)) return Math.round(toNumber(value!) * 60);
  }
  for (const [phrase, minutes] of WORDED_DURATIONS) if (phrase.test(raw)) return minutes;
  return null;
}

/** "under 40 QIS", "moins de 40 QIS", "max 40": a QIS budget, or null. */
export function findBudget(raw: string): number | null {
  const withUnit = new RegExp(String.raw`${NUMBER}\s*qis`, 'u').exec(raw);
  const bare =
    /(?:under|below|less than|max(?:imum)?|up to|moins de|sous|jusqu.a|unter|höchstens|hochstens|bis|weniger als|onder|minder dan|maximaal|tot)\s*(\d+)/u.exec(
      raw,
    );
  const value = withUnit?.[1] ?? bare?.[1];
  if (value === undefined) return null;
  const budget = toNumber(value);
  return budget > 0 && budget < 1000 ? budget : null;
}
