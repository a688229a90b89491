import { qisFromKcal } from '@qis/contract';
import {
  CATALOGUE_LOCALES,
  displayName,
  type FoodCatalogue,
  type ListedFood,
} from '../../../foods/catalogue';
import type { CatalogueFood } from '../../../foods/repository';
import { normalize, words as wordsOf } from '../../../foods/search/normalize';
import { damerauLevenshtein } from '../../../foods/search/typo';
import type { FoodsService } from '../../../foods/service';
import type { ChatLocale } from '../provider';

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
    qis: qisFromKcal((kcal * weight) / CATALOGUE_GRAMS),
  });
  const portionGrams = food.portionGrams;
  return {
    name: displayName(food, locale) ?? food.names.en ?? Object.values(food.names)[0] ?? '?',
    source: food.source,
    kcalPer100g: kcal,
    qisPer100g: qisFromKcal(kcal),
    fatPer100g: food.fat,
    portion:
      portionGrams === null
        ? null
        : { label: food.portionLabel ?? `${portionGrams} g`, grams: portionGrams, ...of(portionGrams) },
    amount: grams === null ? null : { grams, ...of(grams) },
  };
}

/** Words after a food's name that leave it the food itself ("Banana, raw", "Riz blanc, cuit"). */
const PLAIN = new Set(
  `raw fresh plain average whole boiled cooked flesh pulp meat breast fillet natural
  cru crue crus crues frais fraiche fraiches pulpe nature naturel moyenne moyen entier entiere cuit cuite cuits chair viande filet
  roh frisch natur durchschnitt gekocht ganz fruchtfleisch fleisch brust brustfilet filets
  rauw vers natuur naturel gemiddeld gem gekookt heel vlees
  aliment peeled unpeeled epluche epluchee geschalt ungeschalt geschild ongeschild`.split(/\s+/u),
);

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

/** Per catalogue and locale, its foods by their name there, to find a search row's food. */
const byName = new WeakMap<FoodCatalogue, Map<ChatLocale, Map<string, ListedFood[]>>>();

function namedIn(catalogue: FoodCatalogue, locale: ChatLocale): Map<string, ListedFood[]> {
  let byLocale = byName.get(catalogue);
  if (!byLocale) {
    byLocale = new Map();
    byName.set(catalogue, byLocale);
  }
  let names = byLocale.get(locale);
  if (!names) {
    names = new Map();
    for (const entry of catalogue.listed(locale))
      names.set(entry.name, [...(names.get(entry.name) ?? []), entry]);
    byLocale.set(locale, names);
  }
  return names;
}

/**
 * Foods of known energy named like `text`, in the order of the food database screen: the very
 * search its route runs (`FoodsService.search`, for the member's language), each row taken back to
 * its catalogue food; the first is the one the answer gives. Only when that search finds nothing
 * are the other languages' searches tried, in the same way.
 */
export function findFoods(foods: FoodsService, text: string, locale: ChatLocale, cap = 5): CatalogueFood[] {
  const catalogue = foods.current;
  if (catalogue === null || text.trim() === '') return [];
  for (const searched of [locale, ...CATALOGUE_LOCALES.filter((other) => other !== locale)]) {
    const names = namedIn(catalogue, searched);
    const found = foods
      .search(text, searched)
      .map(
        (row) =>
          (names.get(row.name) ?? []).find(({ food }) => food.kcal === row.calories && food.fat === row.fat)
            ?.food,
      )
      .filter((food): food is CatalogueFood => food !== undefined && food.kcal !== null);
    if (found.length > 0) return found.slice(0, cap);
  }
  return [];
}

/** Whether the catalogue is imported (else every food answer says so). */
export const catalogueReady = (foods: FoodsService): boolean => foods.current !== null;
