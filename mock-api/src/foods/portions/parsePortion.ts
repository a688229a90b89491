import { normalize, words as wordsOf } from '../search/normalize';
import { COUNT_WORDS, UNIT_WORDS, type HouseholdUnit } from './units';

/** A household portion named in a question: how many of which measure, and the word the food starts with. */
export interface PortionPhrase {
  count: number;
  unit: HouseholdUnit;
  /** The first word after the measure (normalised): where the food's name starts. */
  foodWord: string | null;
  /**
   * A measure that is a food too ("een boterham" is a slice of bread): the words to search for the
   * food instead of the measure's own word.
   */
  foodInstead: { word: string; search: string } | null;
}

/** Words between a measure and its food ("a glass of wine", "une tranche de pain", "een kopje van"). */
const LINKS = new Set(['of', 'de', 'd', 'du', 'des', 'la', 'le', 'l', 'van', 'met', 'with', 'mit', 'aan']);

/** Measures that name their food as well. */
const FOOD_MEASURES: Readonly<Record<string, { unit: HouseholdUnit; search: string }>> = {
  // NEVO names a plain loaf "Tarwebrood …" (wheat bread), the usual boterham.
  boterham: { unit: 'slice', search: 'tarwebrood' },
  boterhammen: { unit: 'slice', search: 'tarwebrood' },
  tartine: { unit: 'slice', search: 'pain' },
  tartines: { unit: 'slice', search: 'pain' },
};

/** Units of mass and volume: "100 g" is an amount, never a count of pieces. */
const AMOUNT_UNITS =
  /^(k?g|gr|grs|grammes?|grams?|gramm|kilos?|mg|m?l|cl|dl|litres?|liters?|liter|kcal|qis|cal|min|h)$/u;

const MEASURES: readonly [HouseholdUnit, string[]][] = (
  Object.entries(UNIT_WORDS) as [HouseholdUnit, readonly string[]][]
).flatMap(([unit, list]) => list.map((phrase) => [unit, phrase.split(' ')] as [HouseholdUnit, string[]]));

const countOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  if (/^\d{1,2}$/u.test(word)) return Number(word) > 0 ? Number(word) : null;
  return COUNT_WORDS[word] ?? null;
};

/**
 * The household portion a text names: "a glass of red wine" (1 glass, "red"), "une tranche de
 * pain", "2 cups of cooked rice", "ein Ei" (1 piece, "ei"), "een boterham" (1 slice of "brood");
 * null when it names none.
 */
export function parsePortionPhrase(text: string): PortionPhrase | null {
  const words = wordsOf(normalize(text));
  for (let index = 0; index < words.length; index += 1) {
    const measure = MEASURES.find(([, parts]) =>
      parts.every((part, offset) => words[index + offset] === part),
    );
    if (measure) {
      const [unit, parts] = measure;
      let next = index + parts.length;
      while (next < words.length && LINKS.has(words[next]!)) next += 1;
      return {
        count: countOf(words[index - 1]) ?? 1,
        unit,
        foodWord: words[next] ?? null,
        foodInstead: null,
      };
    }
    const foodMeasure = FOOD_MEASURES[words[index]!];
    if (foodMeasure) {
      return {
        count: countOf(words[index - 1]) ?? 1,
        unit: foodMeasure.unit,
        foodWord: foodMeasure.search,
        foodInstead: { word: words[index]!, search: foodMeasure.search },
      };
    }
  }
  for (let index = 0; index + 1 < words.length; index += 1) {
    const count = countOf(words[index]);
    const next = words[index + 1]!;
    if (count !== null && !AMOUNT_UNITS.test(next) && countOf(next) === null) {
      return { count, unit: 'piece', foodWord: next, foodInstead: null };
    }
  }
  return null;
}
