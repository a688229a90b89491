import { qisFromKcal } from '@qis/contract';
import type { MyRecipe } from '@qis/contract/api';
import type { PortionPhrase } from '../../../foods/portions';
import { ownNameMatch } from '../../../diary/memberSearch';
import type { MyFoodRow } from '../../../myFoods/repository';
import { CATALOGUE_GRAMS } from '../knowledge/foods';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/** The member's own foods and recipes, as the diary reads them (another member's never). */
export interface OwnKitchen {
  foods: readonly MyFoodRow[];
  recipes: readonly (MyRecipe & { exactKcalPerServing: number })[];
}

export type OwnFound =
  { kind: 'food'; food: MyFoodRow } | { kind: 'recipe'; recipe: MyRecipe & { exactKcalPerServing: number } };

/**
 * The member's own food or recipe the words name ("my granola"): every word in its name, the one
 * whose name begins with the first word first. The member's own name is theirs to answer for before
 * any catalogue food of a like name.
 */
export function findOwn(kitchen: OwnKitchen, text: string): OwnFound | null {
  const words = text.split(/\s+/u).filter((word) => word !== '');
  // The longest run of the question's words that a name holds: "of my granola" finds "Granola maison".
  for (let size = words.length; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const window = words.slice(start, start + size);
      // "a", "de": too short to name anything alone.
      if (window.every((word) => word.length < 3)) continue;
      const found = bestOwn(kitchen, window.join(' '));
      if (found) return found;
    }
  }
  return null;
}

function bestOwn(kitchen: OwnKitchen, text: string): OwnFound | null {
  let best: { found: OwnFound; match: number } | null = null;
  const consider = (found: OwnFound, name: string, locale: MyFoodRow['locale']) => {
    const match = ownNameMatch(name, text, locale);
    if (match !== null && (best === null || match < best.match)) best = { found, match };
  };
  for (const food of kitchen.foods) consider({ kind: 'food', food }, food.name, food.locale);
  for (const recipe of kitchen.recipes) consider({ kind: 'recipe', recipe }, recipe.name, recipe.locale);
  return best === null ? null : (best as { found: OwnFound }).found;
}

/** The QIS of the member's own food (per 100 g, its portion, the grams asked) or recipe (per serving). */
export function composeOwn(
  { locale, messages: m }: AnswerContext,
  found: OwnFound,
  grams: number | null,
  phrase: PortionPhrase | null,
): string {
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  // The words say "your foods and recipes": the link goes where the member keeps and edits them.
  const yours = m.food.own.yours(screen(locale, '/my-foods'));
  if (found.kind === 'recipe') {
    const { recipe } = found;
    const servings = phrase?.count ?? null;
    const eaten = servings === null ? null : recipe.exactKcalPerServing * servings;
    return lines(
      m.food.own.title(recipe.name),
      m.food.own.recipe(n(recipe.servings), n(recipe.qisPerServing), n(recipe.kcalPerServing)),
      eaten === null ? null : m.food.own.eaten(n(servings!, 2), n(qisFromKcal(eaten)), n(eaten)),
      yours,
    );
  }
  const { food } = found;
  const of = (weight: number) => (food.kcalPer100g * weight) / CATALOGUE_GRAMS;
  const portionGrams = food.portionGrams;
  const counted = grams ?? (phrase && portionGrams !== null ? phrase.count * portionGrams : null);
  return lines(
    m.food.own.title(food.name),
    m.food.per100g(n(CATALOGUE_GRAMS), n(qisFromKcal(food.kcalPer100g)), n(food.kcalPer100g)),
    portionGrams !== null && food.portionLabel !== null
      ? m.food.own.portion(
          food.portionLabel,
          n(portionGrams, 1),
          n(qisFromKcal(of(portionGrams))),
          n(of(portionGrams)),
        )
      : null,
    counted !== null && counted !== CATALOGUE_GRAMS && counted !== portionGrams
      ? m.food.amount(n(counted, 1), n(qisFromKcal(of(counted))), n(of(counted)))
      : null,
    yours,
  );
}
