import { LOCALES } from '@qis/contract';
import type { Locale } from '@qis/shared/api-types';
import type { FoodNameLocale } from '../db/schema';
import type { CatalogueFood } from './repository';
import { EverydaySearch } from './search/everydaySearch';

export const CATALOGUE_LOCALES: readonly Locale[] = LOCALES;

/** A food as one locale lists it: its name there (or the English one) and its values. */
export interface ListedFood {
  name: string;
  food: CatalogueFood;
}

/** QIS = round(kcal / 12), per 100 g (or per the food's portion). */
export const qis = (kcal: number) => Math.round(kcal / 12);

/**
 * The display rule: a food shows in the member's locale, else in English; a food with neither is
 * not listed for that locale.
 */
export function displayName(food: CatalogueFood, locale: Locale): string | undefined {
  return food.names[locale as FoodNameLocale] ?? food.names.en;
}

/**
 * The whole food catalogue in memory, one API instance's copy: per locale, the foods it lists and
 * their search index. Built from the database at start and again after an import.
 */
export class FoodCatalogue {
  private readonly byLocale: Map<
    Locale,
    { foods: ListedFood[]; own: EverydaySearch<ListedFood>; foreign: EverydaySearch<ListedFood> }
  >;

  constructor(readonly foods: readonly CatalogueFood[]) {
    this.byLocale = new Map(
      CATALOGUE_LOCALES.map((locale) => {
        const listed = foods.flatMap((food) => {
          const name = displayName(food, locale);
          return name === undefined ? [] : [{ name, food }];
        });
        // Names in the locale's language first; the English names of foods its tables lack are searched
        // only when those find nothing.
        const own = listed.filter(({ food }) => food.names[locale as FoodNameLocale] !== undefined);
        const foreign = listed.filter(({ food }) => food.names[locale as FoodNameLocale] === undefined);
        const searchOf = (entries: ListedFood[]) =>
          new EverydaySearch(
            locale,
            // Of two foods of the same name, the one of known energy first.
            [...entries]
              .sort((a, b) => Number(a.food.kcal === null) - Number(b.food.kcal === null))
              .map((entry) => ({ name: entry.name, item: entry, categorised: entry.food.category !== null })),
          );
        return [locale, { foods: listed, own: searchOf(own), foreign: searchOf(foreign) }] as const;
      }),
    );
  }

  get size(): number {
    return this.foods.length;
  }

  listed(locale: Locale): readonly ListedFood[] {
    return this.byLocale.get(locale)?.foods ?? [];
  }

  search(locale: Locale, text: string, cap?: number): ListedFood[] {
    const searches = this.byLocale.get(locale);
    if (!searches) return [];
    const own = searches.own.search(text, cap);
    return own.length > 0 ? own : searches.foreign.search(text, cap);
  }
}
