import type { ContentLocale, PlanRecipe, Recipe } from '@qis/shared/api-types';
import { contentLocale, readContentJson, type Localized } from '../content';
import { qisFromKcal } from '../energy/energy';
import { copyrightLine } from './copyright';

export const SLOTS = ['morning', 'noon', 'evening', 'snack'] as const;
export type Slot = (typeof SLOTS)[number];

interface FoodRef {
  source: string;
  code: string;
}

/** One recipe as mock-api/content/recipes/<slot>.json holds it. */
export interface RecipeContent {
  id: string;
  portions: number;
  name: Localized;
  ingredients: { food: FoodRef; grams: number; text: Localized }[];
  preparation: Localized;
}

/** FoodsRepository's lookup: `${source}:${code}` → values per 100 g. */
export interface FoodEnergyLookup {
  findBySourceCodes(refs: readonly FoodRef[]): Promise<Map<string, { kcal: number | null }>>;
}

/** A recipe with its energy computed from the food catalogue. */
export interface CatalogueRecipe {
  id: string;
  slot: Slot;
  /** kcal per portion, rounded to whole kcal: plans and counts compare these exact integers. */
  kcal: number;
  content: RecipeContent;
}

export type Catalogue = Record<Slot, CatalogueRecipe[]>;

/** A recipe that cannot be computed: the content or the food import is wrong. */
export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}

const refKey = (ref: FoodRef) => `${ref.source}:${ref.code}`;

export function readRecipeContent(contentDir?: string): Record<Slot, RecipeContent[]> {
  const entries = SLOTS.map(
    (slot) => [slot, readContentJson<RecipeContent[]>(`recipes/${slot}.json`, contentDir)] as const,
  );
  return Object.fromEntries(entries) as Record<Slot, RecipeContent[]>;
}

/** Each recipe's kcal per portion: Σ grams × kcal/100 ÷ portions. */
export async function buildCatalogue(
  content: Record<Slot, RecipeContent[]>,
  foods: FoodEnergyLookup,
): Promise<Catalogue> {
  const refs = new Map<string, FoodRef>();
  for (const slot of SLOTS) {
    for (const recipe of content[slot]) {
      for (const { food } of recipe.ingredients)
        refs.set(refKey(food), { source: food.source, code: food.code });
    }
  }
  const energy = await foods.findBySourceCodes([...refs.values()]);
  const build = (slot: Slot, recipe: RecipeContent): CatalogueRecipe => {
    let total = 0;
    for (const { food, grams } of recipe.ingredients) {
      const kcal = energy.get(refKey(food))?.kcal;
      if (kcal === undefined || kcal === null) {
        throw new CatalogueError(
          `Recipe ${recipe.id}: food ${refKey(food)} is ${kcal === null ? 'without a kcal value' : 'not in the food catalogue'}`,
        );
      }
      total += (grams * kcal) / 100;
    }
    return { id: recipe.id, slot, kcal: Math.round(total / recipe.portions), content: recipe };
  };
  const entries = SLOTS.map((slot) => [slot, content[slot].map((recipe) => build(slot, recipe))] as const);
  return Object.fromEntries(entries) as Catalogue;
}

/** The recipe in the member's language; ingredients one per line. */
export function toRecipe(recipe: CatalogueRecipe, locale: ContentLocale, year: number): Recipe {
  const lang = contentLocale(locale);
  const { content } = recipe;
  return {
    id: recipe.id,
    name: content.name[lang],
    kcal: recipe.kcal,
    qis: qisFromKcal(recipe.kcal),
    people: content.portions,
    ingredients: content.ingredients.map(({ text }) => text[lang]).join('\n'),
    preparation: content.preparation[lang],
    copyright: copyrightLine(lang, year),
  };
}

/** The grams of a share: whole grams, tenths below 10 g (a pinch of cinnamon stays visible). */
const shareGrams = (grams: number) => (grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10);

/**
 * A recipe of a plan with what the member eats of it: `quarters` quarter portions. The ingredient
 * lines stay the recipe's own (written for `portions` people, in kitchen units); each carries the
 * grams of the member's share, computed from the recipe's grams, which is what scales honestly.
 */
export function toPlanRecipe(
  recipe: CatalogueRecipe,
  quarters: number,
  locale: ContentLocale,
  year: number,
): PlanRecipe {
  const lang = contentLocale(locale);
  const { content } = recipe;
  const kcal = (recipe.kcal * quarters) / 4;
  return {
    ...toRecipe(recipe, locale, year),
    serving: {
      factor: quarters / 4,
      kcal,
      qis: qisFromKcal(kcal),
      ingredients: content.ingredients.map(({ text, grams }) => ({
        text: text[lang],
        grams: shareGrams((grams * quarters) / 4 / content.portions),
      })),
    },
  };
}

/**
 * Loads the catalogue once, on first use (the food import may run after the server starts).
 * A failed load is not kept: the next request tries again.
 */
export class CatalogueStore {
  private loading: Promise<Catalogue> | null = null;
  private readonly content: Record<Slot, RecipeContent[]>;

  constructor(
    private readonly foods: FoodEnergyLookup,
    contentDir?: string,
  ) {
    this.content = readRecipeContent(contentDir);
  }

  get(): Promise<Catalogue> {
    if (!this.loading) {
      this.loading = buildCatalogue(this.content, this.foods).catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
    }
    return this.loading;
  }
}
