import type { QisCategory } from '@qis/contract';
import type { FoodNameLocale } from '../../db/schema';
import type { CatalogueFood } from '../../foods/repository';
import type { Family, Ingredient } from './content/ingredients';
import { FAMILY_WORDS } from './content/words';
import { mentions, phrase, type Phrase } from './text';

/** The families the catalogue's own categories put a food in. */
const CATEGORY_FAMILIES: Readonly<Record<string, Family[]>> = {
  'Fisch und Meeresfrüchte': ['fish', 'animal'],
  Geflügel: ['meat', 'poultry', 'animal'],
  Rind: ['meat', 'animal'],
  Kalb: ['meat', 'animal'],
  Schwein: ['meat', 'pork', 'animal'],
  'Hammel und Lamm': ['meat', 'animal'],
  Wurstwaren: ['meat', 'pork', 'animal'],
  Eier: ['egg', 'animal'],
  Milchprodukte: ['dairy', 'animal'],
  Käse: ['dairy', 'animal'],
  'Tierische Fette': ['dairy', 'animal'],
  'Nüsse und Samen': ['nuts'],
} satisfies Partial<Record<QisCategory, Family[]>>;

/** Grains and breads that hold gluten, as food names say it in the four languages. */
const GLUTEN_WORDS: Phrase[] = [
  'wheat',
  'rye',
  'barley',
  'spelt',
  'oat',
  'bread',
  'pasta',
  'semolina',
  'couscous',
  'bulgur',
  'ble',
  'froment',
  'seigle',
  'orge',
  'epeautre',
  'avoine',
  'pain',
  'pate',
  'semoule',
  'boulgour',
  'weizen',
  'roggen',
  'gerste',
  'dinkel',
  'hafer',
  'brot',
  'nudel',
  'griess',
  'tarwe',
  'rogge',
  'gerst',
  'haver',
  'brood',
  'griesmeel',
].map(phrase);
const GLUTEN_FREE_WORDS: Phrase[] = ['gluten free', 'sans gluten', 'glutenfrei', 'glutenvrij'].map(phrase);

const FAMILY_NAME_WORDS = (Object.entries(FAMILY_WORDS) as [Family, string[]][]).map(
  ([family, words]) => [family, words.map(phrase)] as const,
);

const nameWords = (food: CatalogueFood) =>
  phrase(Object.values(food.names as Record<FoodNameLocale, string>).join(' | '));

/** A catalogue food's families: its category's, plus what its names say (gluten, "au saumon"…). */
export function catalogueFamilies(food: CatalogueFood): Set<Family> {
  const families = new Set<Family>(food.category ? (CATEGORY_FAMILIES[food.category] ?? []) : []);
  const words = nameWords(food);
  for (const [family, phrases] of FAMILY_NAME_WORDS) {
    if (family !== 'egg' && mentions(words, phrases)) families.add(family);
  }
  if (
    food.category === 'Backwaren' ||
    (mentions(words, GLUTEN_WORDS) && !mentions(words, GLUTEN_FREE_WORDS))
  ) {
    families.add('gluten');
  }
  if (families.has('meat') || families.has('fish') || families.has('dairy') || families.has('egg')) {
    families.add('animal');
  }
  return families;
}

/**
 * A vocabulary ingredient's families: what the vocabulary says, plus what its catalogue category
 * says, so a mislabelled entry can never let fish through a fish dislike. Gluten is the exception:
 * the vocabulary knows that rice cakes, filed under baked goods, hold none.
 */
export function ingredientFamilies(ingredient: Ingredient, food: CatalogueFood): Set<Family> {
  const families = new Set<Family>(ingredient.families);
  for (const family of food.category ? (CATEGORY_FAMILIES[food.category] ?? []) : []) families.add(family);
  return families;
}
