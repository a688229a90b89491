import type { Locale } from '@qis/shared/api-types';
import type { FoodNameLocale } from '../db/schema';
import type { CatalogueFood } from './repository';
import { FoodIndex } from './search/foodIndex';

export const CATALOGUE_LOCALES: readonly Locale[] = ['en', 'fr', 'de', 'nl'];

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
  private readonly byLocale: Map<Locale, { foods: ListedFood[]; index: FoodIndex<ListedFood> }>;

  constructor(readonly foods: readonly CatalogueFood[]) {
    this.byLocale = new Map(
      CATALOGUE_LOCALES.map((locale) => {
        const listed = foods.flatMap((food) => {
          const name = displayName(food, locale);
          return name === undefined ? [] : [{ name, food }];
        });
        return [
          locale,
          {
            foods: listed,
            index: new FoodIndex(
              // Of two foods of the same name, the one of known energy first.
              listed.map((entry) => ({
                name: entry.name,
                item: entry,
                tieBreak: entry.food.kcal === null ? 1 : 0,
              })),
            ),
          },
        ];
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
    return this.byLocale.get(locale)?.index.search(text, cap) ?? [];
  }
}
