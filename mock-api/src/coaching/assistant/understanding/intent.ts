import type { ActivityLevel } from '@qis/contract/api';
import type { Slot } from '../../../nutrition/recipes/catalogue';
import type { ChatLocale } from '../provider';
import { findActivity, ALL_ACTIVITY_WORDS } from './activities';
import { findCategory } from './categories';
import { extractFood, leftoverText, type FoodLookup, type FoodMatch } from './food';
import { parsePortionPhrase, type PortionPhrase } from '../../../foods/portions';
import { findBudget, findGrams, findMinutes } from './numbers';
import { findSlot } from './slots';
import { normalize, words as wordsOf } from '../../../foods/search/normalize';
import { findAny, type Question } from './text';
import {
  ACTIVITY_LEVEL_WORDS,
  allWords,
  CHOLESTEROL_WORDS,
  ENERGY_WORDS,
  HELP_WORDS,
  LOW_WORDS,
  NEED_WORDS,
  RECIPE_WORDS,
  TIP_WORDS,
  TOPIC_WORDS,
  WHAT_WORDS,
  WHICH_WORDS,
  type Topic,
} from './vocabulary';

export type Intent =
  | { kind: 'tip' }
  | { kind: 'cholesterolFree' }
  | { kind: 'activity'; code: string; minutes: number | null }
  | { kind: 'recipes'; slot: Slot | null; budget: number | null }
  | { kind: 'dailyNeed'; activityLevel: ActivityLevel | null }
  | { kind: 'categoryLowest'; category: string }
  | { kind: 'lowQis' }
  | { kind: 'explain'; topic: Topic }
  | { kind: 'food'; food: FoodMatch; grams: number | null; portion: PortionPhrase | null }
  | { kind: 'foodNotFound'; text: string }
  | { kind: 'help' };

function activityLevelOf(words: readonly string[]): ActivityLevel | null {
  for (const [level, table] of Object.entries(ACTIVITY_LEVEL_WORDS) as [ActivityLevel, typeof NEED_WORDS][]) {
    if (findAny(words, allWords(table), false)) return level;
  }
  return null;
}

const has = (words: readonly string[], table: typeof NEED_WORDS, typos = true) =>
  findAny(words, allWords(table), typos) !== null;

/**
 * What the member asks, once the safety layer (`safety/`) found no referral, in order of
 * precedence: the product's topics, then a food's energy; anything else gets the help answer.
 */
/** The portion phrase, when its food word is the food's own (not "a" of "a question about bananas"). */
const portionOfFood = (portion: PortionPhrase | null, food: FoodMatch): PortionPhrase | null =>
  portion?.foodWord &&
  wordsOf(normalize(food.query)).some(
    (word) => word.startsWith(portion.foodWord!) || portion.foodWord!.startsWith(word),
  )
    ? portion
    : null;

export function recognizeIntent(question: Question, locale: ChatLocale, foods: FoodLookup): Intent {
  const { words, raw } = question;
  if (has(words, TIP_WORDS)) return { kind: 'tip' };
  if (has(words, CHOLESTEROL_WORDS)) return { kind: 'cholesterolFree' };

  const activity = findActivity(words);
  if (activity) return { kind: 'activity', code: activity.code, minutes: findMinutes(raw) };

  if (has(words, TOPIC_WORDS.mealPlan)) return { kind: 'explain', topic: 'mealPlan' };
  const slot = findSlot(words);
  if (slot || has(words, RECIPE_WORDS)) {
    return { kind: 'recipes', slot: slot?.slot ?? null, budget: findBudget(raw) };
  }
  if (has(words, NEED_WORDS)) return { kind: 'dailyNeed', activityLevel: activityLevelOf(words) };

  const category = findCategory(words);
  const low = has(words, LOW_WORDS, false);
  if (category && (low || has(words, WHICH_WORDS, false))) {
    return { kind: 'categoryLowest', category: category.category };
  }
  if (low && !category && findAny(words, ['qis', 'kcal', 'calorie*', 'kalorie*'], false)) {
    const food = extractFood(question, foods, false);
    if (!food) return { kind: 'lowQis' };
  }

  if (has(words, TOPIC_WORDS.bonus)) return { kind: 'explain', topic: 'bonus' };
  if (has(words, TOPIC_WORDS.fitness) || findAny(words, ALL_ACTIVITY_WORDS, false)) {
    return { kind: 'explain', topic: 'fitness' };
  }

  const asksEnergy = has(words, ENERGY_WORDS);
  const portion = parsePortionPhrase(raw);
  // "een boterham" is a slice of bread: the food is searched as "brood".
  const asked = portion?.foodInstead
    ? {
        ...question,
        words: words.map((word) => (word === portion.foodInstead!.word ? portion.foodInstead!.search : word)),
        written: question.written?.map((typed, i) =>
          words[i] === portion.foodInstead!.word ? portion.foodInstead!.search : typed,
        ),
      }
    : question;
  const food = extractFood(asked, foods, asksEnergy);
  if (food) return { kind: 'food', food, grams: findGrams(raw), portion: portionOfFood(portion, food) };
  if (findAny(words, ['qis'], false) && (has(words, WHAT_WORDS, false) || words.length <= 2)) {
    return { kind: 'explain', topic: 'qis' };
  }
  if (has(words, HELP_WORDS, false)) return { kind: 'help' };
  if (asksEnergy) {
    const text = food === null ? leftoverText(question) : '';
    if (text !== '') return { kind: 'foodNotFound', text };
  }
  return { kind: 'help' };
}
