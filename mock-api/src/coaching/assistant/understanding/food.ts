import type { CatalogueFood } from '../../../foods/repository';
import { normalize, words as wordsOf } from '../../../foods/search/normalize';
import { ALL_ACTIVITY_WORDS } from './activities';
import { ALL_SLOT_WORDS } from './slots';
import { wordMatches, type Question } from './text';
import { allWords, QUESTION_WORD_TABLES } from './vocabulary';

/** The food search of the answer's language: foods of known energy, best first, and how plainly one is named. */
export interface FoodLookup {
  search(text: string): CatalogueFood[];
  /** Lower is plainer: the food itself rather than a dish containing it. */
  tier(food: CatalogueFood, query: string): number;
}

export interface FoodMatch {
  /** The words of the question that name the food. */
  query: string;
  /** Best first; more than one when the name is ambiguous. Empty: the words name no food known. */
  foods: CatalogueFood[];
  /**
   * With no foods: what some of the words found, offered as the closest foods, never as the one asked
   * (a bar of an unknown brand is not the catalogue's chocolate ice-cream bar).
   */
  closest?: CatalogueFood[];
}

/** Words that are never part of a food's name in a question. */
const NOT_FOOD = [
  ...QUESTION_WORD_TABLES.flatMap((table) => allWords(table).flatMap((entry) => entry.split(' '))),
  ...ALL_SLOT_WORDS.flatMap((entry) => entry.split(' ')),
  ...ALL_ACTIVITY_WORDS.flatMap((entry) => entry.split(' ')),
  // Units and amounts.
  'g',
  'gr',
  'grs',
  'gram',
  'grams',
  'gramm',
  'gramme',
  'grammes',
  'kg',
  'kilo',
  'kilos',
  'ml',
  'cl',
  'dl',
  'l',
  'mg',
  'portion*',
  'serving*',
  'piece*',
  'stuk*',
  'stuck',
  'stucke',
  'part',
  'parts',
  'per',
  'pour',
  'pro',
  'voor',
  'je',
  'quantite',
  'menge',
  'hoeveelheid',
  'amount',
  // "my granola": the member's own, not a word of its name.
  'my',
  'mon',
  'ma',
  'mes',
  'mein',
  'meine',
  'meinen',
  'meinem',
  'meiner',
  'meines',
  'mijn',
  // Words for "food" itself.
  'food',
  'foods',
  'aliment*',
  'nourriture',
  'produit*',
  'lebensmittel*',
  'nahrungsmittel*',
  'voedingsmiddel*',
  'voedsel',
  'product*',
  // Containers and measures ("a glass of milk").
  'glass',
  'glasses',
  'verre*',
  'glas',
  'glaser',
  'glazen',
  'cup',
  'cups',
  'tasse*',
  'kopje*',
  'mug',
  'bowl*',
  'bol',
  'schussel*',
  'kom',
  'kommetje*',
  'slice*',
  'tranche*',
  'scheibe*',
  'plak',
  'plakje*',
  'morceau*',
  'stukje*',
  'handful',
  'poignee',
  'handvoll',
  'handje',
  'spoon*',
  'tablespoon*',
  'teaspoon*',
  'cuillere*',
  'loffel*',
  'esslof*',
  'teelof*',
  'lepel*',
  'bottle*',
  'bouteille*',
  'flasche*',
  'fles',
  'flesje',
  'canette*',
  'blikje*',
];

const EXACT_NOT_FOOD = new Set(NOT_FOOD.filter((entry) => !entry.endsWith('*')));
const STEMS_NOT_FOOD = NOT_FOOD.filter((entry) => entry.endsWith('*'));

/** Energy words are recognised misspelt ("calroies"), so they are left out misspelt too. */
const ENERGY_STEMS = ['calorie*', 'kalorie*', 'kilocalorie*', 'energie'];

const isNotFood = (word: string) =>
  /^\d/.test(word) ||
  EXACT_NOT_FOOD.has(word) ||
  STEMS_NOT_FOOD.some((stem) => wordMatches(word, stem, false)) ||
  ENERGY_STEMS.some((stem) => wordMatches(word, stem));

/** The question's words that may name a food, in order (at most the first four: names are short). */
export function foodWords(question: Question): string[] {
  // As typed: the food search tells words apart by their accents.
  return question.words
    .map((word, i) => ({ word, typed: question.written?.[i] ?? word }))
    .filter(({ word }) => !isNotFood(word))
    .map(({ typed }) => typed)
    .slice(0, 4);
}

export const leftoverText = (question: Question): string => foodWords(question).join(' ');

/** Singular forms to try when a plural finds nothing ("eggs" → egg, "tomaten" → tomat). */
function singulars(word: string): string[] {
  if (word.length < 4) return [];
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (/(es|en)$/.test(word)) forms.push(word.slice(0, -2));
  if (/[sne]$/.test(word)) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Every word of `words` starts a word of the food's name (no typo), or one word of 4+ letters ends
 * one (a German or Dutch compound, "Tarwebrood" for "brood"): a sure match.
 */
function namesIt(food: CatalogueFood, words: readonly string[]): boolean {
  const nameWords = Object.values(food.names).flatMap((name) => wordsOf(normalize(name ?? '')));
  const compound = words.length === 1 && words[0]!.length >= 2;
  return words.every((typed) => {
    const word = normalize(typed);
    return nameWords.some((nameWord) => nameWord.startsWith(word) || (compound && nameWord.endsWith(word)));
  });
}

/**
 * The food the question names: the longest run of its remaining words the catalogue knows (plural
 * forms tried too). Without an energy word in the question (`lenient` false), only a sure match
 * counts, so an unrelated question is not answered with a food that merely looks alike.
 */
export function extractFood(question: Question, lookup: FoodLookup, lenient: boolean): FoodMatch | null {
  const candidates = foodWords(question);
  // One search per distinct text: windows and plural forms often repeat one.
  const searched = new Map<string, CatalogueFood[]>();
  const cachedSearch = (text: string) => {
    let found = searched.get(text);
    if (!found) {
      found = lookup.search(text);
      searched.set(text, found);
    }
    return found;
  };
  for (let size = candidates.length; size >= 1; size -= 1) {
    let best: { match: FoodMatch; tier: number } | null = null;
    for (let start = 0; start + size <= candidates.length; start += 1) {
      const window = candidates.slice(start, start + size);
      const variants = [window];
      // Without an energy word, only the words as written: "temps" must not become "temp…" (tempeh).
      if (lenient && size <= 2) {
        variants.push(window.map((word) => singulars(word)[0] ?? word));
        for (const form of singulars(window.at(-1)!)) variants.push([...window.slice(0, -1), form]);
      }
      // The member's own spelling first, a singular only when it finds no food: the food is the
      // food database screen's first result for those words, never re-ranked here.
      for (const variant of variants) {
        const query = variant.join(' ');
        const foods = cachedSearch(query);
        if (foods.length === 0) continue;
        const tier = lookup.tier(foods[0]!, query);
        // Without an energy word, only a food the words plainly name ("pomme", not "Goede Morgen").
        if (!lenient && (!namesIt(foods[0]!, variant) || tier > 2)) continue;
        // After an energy word the food database search is the judge: its first result is the answer.
        if (!best || tier < best.tier) best = { match: { query, foods }, tier };
        break;
      }
    }
    // Of the runs of this length, the plainest too ("pomme", not a misspelt "calroies").
    if (best) return lenient ? unlessUnknownWords(best.match, candidates, cachedSearch) : best.match;
  }
  return null;
}

/**
 * After an energy word, a food found for some of the words only is the food asked unless another of
 * the words names nothing the catalogue knows (a brand, a name of the member's own): then the words
 * name no food here, and what was found is only the closest.
 */
function unlessUnknownWords(
  match: FoodMatch,
  candidates: readonly string[],
  search: (text: string) => CatalogueFood[],
): FoodMatch {
  const used = new Set(wordsOf(normalize(match.query)));
  const unknown = candidates.filter((word) => {
    const normalized = normalize(word);
    if ([...used].some((one) => one.startsWith(normalized) || normalized.startsWith(one))) return false;
    return search(word).length === 0 && singulars(normalized).every((form) => search(form).length === 0);
  });
  if (unknown.length === 0) return match;
  return { query: candidates.join(' '), foods: [], closest: match.foods };
}
