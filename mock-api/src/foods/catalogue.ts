import { LOCALES, type Locale } from '@qis/contract';
import type { FoodNameLocale } from '../db/schema';
import { categoryName } from './import/categories';
import type { CatalogueFood } from './repository';
import { EverydaySearch, type NameWordsCache } from './search/everydaySearch';

export const CATALOGUE_LOCALES: readonly Locale[] = LOCALES;

/** A food as one locale lists it: its name there (or the English one) and its values. */
export interface ListedFood {
  name: string;
  food: CatalogueFood;
}

/** Categories whose everyday form is pasteurised: "raw" there is a special kind (raw milk, raw cream). */
const RAW_IS_A_KIND = new Set<string>(['Milchprodukte', 'Käse']);

/**
 * The display rule: a food shows in the member's locale, else in English; a food with neither is
 * not listed for that locale.
 */
export function displayName(food: CatalogueFood, locale: Locale): string | undefined {
  return food.names[locale as FoodNameLocale] ?? food.names.en;
}

interface LocaleSearches {
  own: EverydaySearch<ListedFood>;
  /** Built on the first search its own names do not answer. */
  foreign: () => EverydaySearch<ListedFood>;
}

/**
 * The whole food catalogue in memory, one API instance's copy: per locale, the foods it lists and
 * their search indexes. Built from the database at start and again after an import; each locale's
 * indexes are built on its first search (or `prepare()`), so a start or a test that never searches
 * does not pay for them.
 */
export class FoodCatalogue {
  private readonly byLocale = new Map<Locale, ListedFood[]>();
  private readonly searches = new Map<Locale, LocaleSearches>();
  /** Names split into words once for all eight indexes (the English names are in all four locales). */
  private readonly nameWords: NameWordsCache = new Map();
  private byId: Map<number, CatalogueFood> | undefined;

  constructor(readonly foods: readonly CatalogueFood[]) {}

  /** Builds every locale's search indexes now (the benchmark times it). */
  prepare(): void {
    for (const locale of CATALOGUE_LOCALES) this.searchesOf(locale)?.foreign();
  }

  get size(): number {
    return this.foods.length;
  }

  /** The food of this id (the diary, recipes and members' recipes name foods by id). */
  food(id: number): CatalogueFood | undefined {
    this.byId ??= new Map(this.foods.map((food) => [food.id, food]));
    return this.byId.get(id);
  }

  listed(locale: Locale): readonly ListedFood[] {
    if (!CATALOGUE_LOCALES.includes(locale)) return [];
    let listed = this.byLocale.get(locale);
    if (!listed) {
      listed = this.foods.flatMap((food) => {
        const name = displayName(food, locale);
        return name === undefined ? [] : [{ name, food }];
      });
      this.byLocale.set(locale, listed);
    }
    return listed;
  }

  search(locale: Locale, text: string, cap?: number): ListedFood[] {
    return this.searchRanked(locale, text, cap).map(({ item }) => item);
  }

  /** The search with each answer's cost (equal costs: equally good matches). */
  searchRanked(locale: Locale, text: string, cap?: number): { item: ListedFood; cost: number }[] {
    const searches = this.searchesOf(locale);
    if (!searches) return [];
    const own = searches.own.ranked(text, cap);
    return own.length > 0 ? own : searches.foreign().ranked(text, cap);
  }

  private searchesOf(locale: Locale): LocaleSearches | undefined {
    if (!CATALOGUE_LOCALES.includes(locale)) return undefined;
    let searches = this.searches.get(locale);
    if (!searches) {
      const listed = this.listed(locale);
      // Names in the locale's language first; the English names of foods its tables lack are searched
      // only when those find nothing.
      const groupNames = new Map<string, string | undefined>();
      const groupName = (category: string | null) => {
        if (category === null) return undefined;
        if (!groupNames.has(category)) groupNames.set(category, categoryName(category, locale));
        return groupNames.get(category);
      };
      const hasOwnName = ({ food }: ListedFood) => food.names[locale as FoodNameLocale] !== undefined;
      const searchOf = (entries: ListedFood[]) =>
        new EverydaySearch(
          locale,
          // Of two foods of the same name, the one of known energy first.
          [...entries]
            .sort((a, b) => Number(a.food.kcal === null) - Number(b.food.kcal === null))
            .map((entry) => ({
              name: entry.name,
              item: entry,
              categorised: entry.food.category !== null,
              group: groupName(entry.food.category),
              rawIsKind: entry.food.category !== null && RAW_IS_A_KIND.has(entry.food.category),
            })),
          this.nameWords,
        );
      let foreign: EverydaySearch<ListedFood> | undefined;
      searches = {
        own: searchOf(listed.filter(hasOwnName)),
        foreign: () => (foreign ??= searchOf(listed.filter((entry) => !hasOwnName(entry)))),
      };
      this.searches.set(locale, searches);
    }
    return searches;
  }
}
