import { DIARY_SLOTS, qisFromKcal, type DiarySlot } from '@qis/contract';
import type { ContentLocale, PlanRecipe, Recipe } from '@qis/contract/api';
import { contentLocale, readContentJson, type Localized } from '../content';
import { copyrightLine } from './copyright';

/** The recipe book's slots are the diary's. */
export const SLOTS = DIARY_SLOTS;
export type Slot = DiarySlot;

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

/** What the recipes need of a catalogue food: energy per 100 g, and its category and names for a shopping list. */
export interface RecipeFood {
  kcal: number | null;
  category?: string | null;
  names?: Partial<Record<string, string>>;
}

/** FoodsRepository's lookup: `${source}:${code}` → values per 100 g. */
export interface FoodEnergyLookup {
  findBySourceCodes(refs: readonly FoodRef[]): Promise<Map<string, RecipeFood>>;
}

/** A recipe with its energy computed from the food catalogue. */
export interface CatalogueRecipe {
  id: string;
  slot: Slot;
  /** kcal per portion, rounded to whole kcal: plans and counts compare these exact integers. */
  kcal: number;
  content: RecipeContent;
  /** Each ingredient's catalogue food, same order as content.ingredients. */
  foods: RecipeFood[];
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
    const used: RecipeFood[] = [];
    for (const { food, grams } of recipe.ingredients) {
      const found = energy.get(refKey(food));
      const kcal = found?.kcal;
      if (kcal === undefined || kcal === null) {
        throw new CatalogueError(
          `Recipe ${recipe.id}: food ${refKey(food)} is ${kcal === null ? 'without a kcal value' : 'not in the food catalogue'}`,
        );
      }
      total += (grams * kcal) / 100;
      used.push(found!);
    }
    return { id: recipe.id, slot, kcal: Math.round(total / recipe.portions), content: recipe, foods: used };
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
      ingredients: content.ingredients.map(({ text, grams, food }, index) => {
        const found = recipe.foods[index];
        return {
          text: text[lang],
          grams: shareGrams((grams * quarters) / 4 / content.portions),
          // The catalogue food, so a shopping list adds up the same food across recipes; named as the
          // catalogue names it (else by the recipe's line, for a food with no name in any language).
          food: {
            key: refKey(food),
            name: found?.names?.[lang] ?? found?.names?.en ?? text[lang],
            category: found?.category ?? null,
          },
        };
      }),
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
