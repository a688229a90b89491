import { qisFromKcal } from '@qis/contract';
import type { Catalogue, CatalogueStore, Slot } from '../../../nutrition/recipes/catalogue';
import { SLOTS } from '../../../nutrition/recipes/catalogue';
import type { ChatLocale } from '../provider';

export interface RecipeSuggestion {
  id: string;
  slot: Slot;
  name: string;
  /** QIS per portion, computed from the catalogue like the meal plan's. */
  qis: number;
  portions: number;
}

/** The recipe catalogue, or null when it cannot be built (no food import yet). */
export async function recipeCatalogue(store: CatalogueStore): Promise<Catalogue | null> {
  try {
    return await store.get();
  } catch {
    return null;
  }
}

/**
 * Recipes of a slot (or all) within a budget of QIS per portion: the richest that still fit first,
 * so the member sees what the budget allows; without a budget, the lightest first.
 */
export function suggestRecipes(
  catalogue: Catalogue,
  slot: Slot | null,
  maxQis: number | null,
  locale: ChatLocale,
  count = 5,
): RecipeSuggestion[] {
  const slots = slot === null ? SLOTS : [slot];
  const all = slots.flatMap((each) =>
    catalogue[each].map((recipe) => ({
      id: recipe.id,
      slot: each,
      name: recipe.content.name[locale],
      qis: qisFromKcal(recipe.kcal),
      portions: recipe.content.portions,
    })),
  );
  const fitting = maxQis === null ? all : all.filter((recipe) => recipe.qis <= maxQis);
  fitting.sort((a, b) => (maxQis === null ? a.qis - b.qis : b.qis - a.qis) || a.name.localeCompare(b.name));
  return fitting.slice(0, count);
}
