import {
  CATALOGUE_LOCALES,
  displayName,
  qis,
  type FoodCatalogue,
  type ListedFood,
} from '../../../foods/catalogue';
import type { CatalogueFood } from '../../../foods/repository';
import { normalize, words as wordsOf } from '../../../foods/search/normalize';
import { damerauLevenshtein } from '../../../foods/search/typo';
import type { FoodsService } from '../../../foods/service';
import type { ChatLocale } from '../provider';
import { foodPreference, namedNatively, PLAIN } from './foodPreference';

/** The catalogue gives its values per this many grams of the edible part. */
export const CATALOGUE_GRAMS = 100;

/** A food as an answer shows it: every number from the catalogue, through the product's QIS rule. */
export interface FoodFacts {
  name: string;
  /** The source table's key (ciqual, bls, nevo, swiss). */
  source: string;
  kcalPer100g: number;
  qisPer100g: number;
  fatPer100g: number | null;
  /** The food's usual portion, when the table gives one. */
  portion: { label: string; grams: number; kcal: number; qis: number } | null;
  /** The amount the member asked about. */
  amount: { grams: number; kcal: number; qis: number } | null;
}

export function foodFacts(food: CatalogueFood, locale: ChatLocale, grams: number | null): FoodFacts {
  const kcal = food.kcal ?? 0;
  const of = (weight: number) => ({
    kcal: (kcal * weight) / CATALOGUE_GRAMS,
    qis: qis((kcal * weight) / CATALOGUE_GRAMS),
  });
  const portionGrams = food.portionGrams;
  return {
    name: displayName(food, locale) ?? food.names.en ?? Object.values(food.names)[0] ?? '?',
    source: food.source,
    kcalPer100g: kcal,
    qisPer100g: qis(kcal),
    fatPer100g: food.fat,
    portion:
      portionGrams === null
        ? null
        : { label: food.portionLabel ?? `${portionGrams} g`, grams: portionGrams, ...of(portionGrams) },
    amount: grams === null ? null : { grams, ...of(grams) },
  };
}

const known = (entry: ListedFood) => entry.food.kcal !== null;

/** Small words inside names that say nothing about the food. */
const FILLER = new Set('de d du la le les en et and with mit und met m van of a au aux'.split(' '));

/**
 * A plural and its singular count as one word ("pommes" = "pomme", "eggs" = "egg"), and so does a
 * word of 5+ letters with one typo ("bannane" = "banane"), as in the food search.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (
    Math.min(a.length, b.length) >= 5 &&
    Math.abs(a.length - b.length) <= 1 &&
    damerauLevenshtein(a, b) <= 1
  ) {
    return true;
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && /^(s|es|en|n|e)$/.test(long.slice(short.length)) && short.length >= 3;
}

/** A German or Dutch word ending with the one word asked: a kind of that food ("Tarwebrood"). */
export const isCompoundOf = (head: string, queryWords: readonly string[], locale: ChatLocale): boolean =>
  (locale === 'de' || locale === 'nl') &&
  queryWords.length === 1 &&
  queryWords[0]!.length >= 4 &&
  head.length > queryWords[0]!.length &&
  head.endsWith(queryWords[0]!);

/**
 * How plainly a food's name is the food asked about (lower is better): 0 the name itself, 1 the
 * name's head word with only "raw", "fresh"… after it, 2 the head word or, in German and Dutch, a
 * compound ending with it ("Tarwebrood" for "brood"), 3 a longer head word ("Broodje" for "brood"),
 * 4 the word further in ("Caviar de tomates").
 */
export function foodTier(food: CatalogueFood, query: string, locale: ChatLocale): number {
  const queryWords = wordsOf(normalize(query));
  const nameWords = wordsOf(normalize(displayName(food, locale) ?? '')).filter((word) => !FILLER.has(word));
  const head = nameWords[0] ?? '';
  const first = queryWords[0] ?? '';
  if (!sameWord(head, first)) {
    if (isCompoundOf(head, queryWords, locale)) return 2;
    return head.startsWith(first) ? 3 : 4;
  }
  const rest = nameWords.filter((word) => !queryWords.some((asked) => sameWord(word, asked)));
  if (rest.length === 0) return 0;
  return rest.every((word) => PLAIN.has(word)) ? 1 : 2;
}

/** Per catalogue and locale, the first word of each food's own name there, for the compound look-up. */
const heads = new WeakMap<FoodCatalogue, Map<ChatLocale, { head: string; entry: ListedFood }[]>>();

/** Most compounds one look-up adds to the search's results. */
const COMPOUND_CAP = 50;
/** What being the everyday kind of a compound takes off its score (one plain qualifier's worth). */
const EVERYDAY_BONUS = 1;

/**
 * German and Dutch write a kind of a food as one word ending with it ("Tarwebrood", "Vollkornbrot"),
 * which the food search (by word starts) does not find: the names of the locale's own tables whose
 * first word ends with the one word asked. The kind the table details most is the everyday one
 * ("Tarwebrood" in thirty variants, "Kokosbrood" in one): its names are marked `everyday`.
 */
function compoundsEndingWith(
  catalogue: FoodCatalogue,
  locale: ChatLocale,
  text: string,
): { entry: ListedFood; everyday: boolean }[] {
  const asked = wordsOf(normalize(text));
  if ((locale !== 'de' && locale !== 'nl') || asked.length !== 1 || asked[0]!.length < 4) return [];
  let byLocale = heads.get(catalogue);
  if (!byLocale) {
    byLocale = new Map();
    heads.set(catalogue, byLocale);
  }
  let entries = byLocale.get(locale);
  if (!entries) {
    entries = catalogue
      .listed(locale)
      .filter((entry) => known(entry) && namedNatively(entry.food, locale))
      .map((entry) => ({ head: wordsOf(normalize(entry.name))[0] ?? '', entry }));
    byLocale.set(locale, entries);
  }
  const word = asked[0]!;
  const found = entries.filter(({ head }) => head.length > word.length && head.endsWith(word));
  const frequency = new Map<string, number>();
  for (const { head } of found) frequency.set(head, (frequency.get(head) ?? 0) + 1);
  const most = Math.max(0, ...frequency.values());
  // Most frequent kind first, then the shorter name.
  return found
    .sort(
      (a, b) => frequency.get(b.head)! - frequency.get(a.head)! || a.entry.name.length - b.entry.name.length,
    )
    .slice(0, COMPOUND_CAP)
    .map(({ head, entry }) => ({ entry, everyday: most > 1 && frequency.get(head) === most }));
}

/**
 * Foods of known energy named like `text`, the one to answer with first: the food search of the
 * member's language (the food database screen's, plus the compounds it cannot find), then the other
 * languages' when it finds nothing. Of what it finds, a food named in the member's language by its
 * own table comes first when its name is the food itself, then the plainest name (the food as it
 * comes before a part of it, a drink or a dish made with it); the search's order breaks ties.
 */
export function findFoods(foods: FoodsService, text: string, locale: ChatLocale, cap = 5): CatalogueFood[] {
  const catalogue = foods.current;
  if (catalogue === null || text.trim() === '') return [];
  const order = [locale, ...CATALOGUE_LOCALES.filter((other) => other !== locale)];
  for (const searched of order) {
    const found = catalogue.search(searched, text).filter(known);
    if (found.length === 0) continue;
    const seen = new Set(found.map(({ food }) => food.id));
    const compounds = compoundsEndingWith(catalogue, searched, text).filter(
      ({ entry }) => !seen.has(entry.food.id),
    );
    const candidates = [...found.map((entry) => ({ entry, everyday: false })), ...compounds];
    return candidates
      .map(({ entry: { food }, everyday }, index) => {
        const preference = foodPreference(food, text, searched);
        // The everyday kind of a compound counts as one qualifier less ("Tarwebrood bruin").
        return { food, index, ...preference, score: preference.score - (everyday ? EVERYDAY_BONUS : 0) };
      })
      .sort((a, b) => Number(b.goodNative) - Number(a.goodNative) || a.score - b.score || a.index - b.index)
      .slice(0, cap)
      .map(({ food }) => food);
  }
  return [];
}

/** Whether the catalogue is imported (else every food answer says so). */
export const catalogueReady = (foods: FoodsService): boolean => foods.current !== null;
