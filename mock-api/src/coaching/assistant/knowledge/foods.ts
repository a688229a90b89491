import { CATALOGUE_LOCALES, displayName, qis, type ListedFood } from '../../../foods/catalogue';
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

/** Words that describe a food as it comes (raw, fresh, plain, average…) in the catalogue's languages. */
const PLAIN = new Set(
  'raw fresh plain average whole boiled cooked flesh pulp meat breast fillet cru crue crus crues frais fraiche fraiches pulpe nature naturel moyenne moyen entier entiere cuit cuite cuits chair viande blanc filet roh frisch natur durchschnitt gekocht ganz fruchtfleisch fleisch brust rauw vers natuur gemiddeld gem gekookt heel volle vol vlees'.split(
    ' ',
  ),
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

/**
 * How plainly a food's name is the food asked about (lower is better): 0 the name itself, 1 the
 * name's head word with only "raw", "fresh"… after it, 2 the head word, 3 a longer head word
 * ("Broodje" for "brood"), 4 the word further in ("Caviar de tomates").
 */
export function foodTier(food: CatalogueFood, query: string, locale: ChatLocale): number {
  const queryWords = wordsOf(normalize(query));
  const nameWords = wordsOf(normalize(displayName(food, locale) ?? '')).filter((word) => !FILLER.has(word));
  const head = nameWords[0] ?? '';
  const first = queryWords[0] ?? '';
  if (!sameWord(head, first)) return head.startsWith(first) ? 3 : 4;
  const rest = nameWords.filter((word) => !queryWords.some((asked) => sameWord(word, asked)));
  if (rest.length === 0) return 0;
  return rest.every((word) => PLAIN.has(word)) ? 1 : 2;
}

/**
 * Foods of known energy named like `text`, plainest first: the food search of the member's
 * language (the food database screen's), then the other languages' when it finds nothing; within
 * its results, the food itself before dishes that contain it ("Chicken, raw" before "Chicken fat").
 */
export function findFoods(foods: FoodsService, text: string, locale: ChatLocale, cap = 5): CatalogueFood[] {
  const catalogue = foods.current;
  if (catalogue === null || text.trim() === '') return [];
  const order = [locale, ...CATALOGUE_LOCALES.filter((other) => other !== locale)];
  for (const searched of order) {
    const found = catalogue.search(searched, text).filter(known);
    if (found.length === 0) continue;
    return found
      .map(({ food }, index) => ({ food, index, tier: foodTier(food, text, locale) }))
      .sort((a, b) => a.tier - b.tier || a.index - b.index)
      .slice(0, cap)
      .map(({ food }) => food);
  }
  return [];
}

/** Whether the catalogue is imported (else every food answer says so). */
export const catalogueReady = (foods: FoodsService): boolean => foods.current !== null;
