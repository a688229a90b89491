import type { FoodListRow, FoodRow, QisTableRow } from '@qis/contract/api';
import { qisFromKcal, type Locale } from '@qis/contract';
import { ApiError, invalidField } from '../http/apiError';
import { FoodCatalogue, type ListedFood } from './catalogue';
import type { FoodsRepository } from './repository';

/** How many foods the low-QIS and cholesterol-free lists draw at random, a fresh draw per search. */
export const RANDOM_LIST_SIZE = 25;
/** Low-QIS: under this many QIS per 100 g. */
export const LOW_QIS_LIMIT = 5;
/** Searches whose answers are kept (at most 50 rows each: a few megabytes in all). */
export const SEARCHES_KEPT = 2_000;

const notImported = () =>
  new ApiError(
    503,
    'catalogue-not-imported',
    'The food catalogue is not imported: run `npm run data:import` (see the server log)',
  );

/** `count` distinct entries drawn uniformly (partial Fisher-Yates on a copy). */
export function drawRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const drawn = Math.min(count, pool.length);
  for (let i = 0; i < drawn; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, drawn);
}

/** The food routes' logic over the in-memory catalogue of this API instance. */
export class FoodsService {
  private catalogue: FoodCatalogue | null = null;
  private version: string | null = null;
  private readonly lists = new Map<string, readonly ListedFood[]>();
  /** QIS-table answers per category and locale: they change only with the catalogue. */
  private readonly tables = new Map<string, QisTableRow[]>();
  /**
   * The food database screen's answers per locale and text, the most recently asked kept: members
   * search the same everyday foods ("banane", "pomme", "Käse") all day, and an answer changes only
   * with the catalogue.
   */
  private readonly searches = new Map<string, FoodRow[]>();

  constructor(
    private readonly repository: FoodsRepository,
    private readonly random: () => number = Math.random,
  ) {}

  /** (Re)builds the in-memory catalogue from the database; answers how many foods it holds. */
  async reload(): Promise<number> {
    const version = await this.repository.catalogueVersion();
    const foods = await this.repository.loadCatalogue();
    this.catalogue = foods.length > 0 ? new FoodCatalogue(foods) : null;
    this.lists.clear();
    this.tables.clear();
    this.searches.clear();
    this.version = version;
    return foods.length;
  }

  /**
   * Rebuilds the catalogue when an import (this process's or `npm run data:import` against the same
   * PostgreSQL) changed it since the last build. Answers whether it did.
   */
  async reloadIfChanged(): Promise<boolean> {
    if ((await this.repository.catalogueVersion()) === this.version) return false;
    await this.reload();
    return true;
  }

  get size(): number {
    return this.catalogue?.size ?? 0;
  }

  /** The in-memory catalogue as built last (null before the first import), for the coaching features. */
  get current(): FoodCatalogue | null {
    return this.catalogue;
  }

  search(searchText: string, locale: Locale): FoodRow[] {
    const text = searchText.trim();
    if (text === '') throw invalidField('searchText', 'must not be blank');
    const catalogue = this.ready();
    const key = `${locale} ${text}`;
    const kept = this.searches.get(key);
    if (kept) {
      // Most recently asked last: the first in the map is the one forgotten when it is full.
      this.searches.delete(key);
      this.searches.set(key, kept);
      return kept;
    }
    const rows = catalogue
      .search(locale, text)
      .map(({ name, food }) => ({ name, calories: food.kcal, fat: food.fat }));
    this.searches.set(key, rows);
    if (this.searches.size > SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
    return rows;
  }

  lowQis(locale: Locale): FoodListRow[] {
    return this.draw(
      locale,
      'low-qis',
      (food) => food.kcal !== null && qisFromKcal(food.kcal) < LOW_QIS_LIMIT,
    );
  }

  cholesterolFree(locale: Locale): FoodListRow[] {
    return this.draw(locale, 'cholesterol-free', (food) => food.kcal !== null && food.cholesterol === 0);
  }

  /**
   * Foods of a category with known energy, sorted by name in the locale's collation. Computed once
   * per category and locale until the catalogue changes: the answer is the same for every member.
   */
  qisTable(category: string, locale: Locale): QisTableRow[] {
    const catalogue = this.ready();
    const key = `${category}:${locale}`;
    let table = this.tables.get(key);
    if (!table) {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      table = catalogue
        .listed(locale)
        .filter(({ food }) => food.category === category && food.kcal !== null)
        .map(({ name, food }) => {
          const grams = food.portionGrams;
          const kcal = grams === null ? food.kcal! : (food.kcal! * grams) / 100;
          const amount =
            food.portionLabel ??
            (grams === null ? '100 g' : `${new Intl.NumberFormat(locale).format(grams)} g`);
          return { name, amount, qis: qisFromKcal(kcal) };
        })
        .sort((a, b) => collator.compare(a.name, b.name));
      this.tables.set(key, table);
    }
    return table;
  }

  private ready(): FoodCatalogue {
    if (this.catalogue === null) throw notImported();
    return this.catalogue;
  }

  private draw(locale: Locale, list: string, eligible: (food: ListedFood['food']) => boolean): FoodListRow[] {
    const catalogue = this.ready();
    const key = `${list}:${locale}`;
    let pool = this.lists.get(key);
    if (!pool) {
      pool = catalogue.listed(locale).filter(({ food }) => eligible(food));
      this.lists.set(key, pool);
    }
    return drawRandom(pool, RANDOM_LIST_SIZE, this.random).map(({ name, food }) => ({
      name,
      calories: food.kcal!,
    }));
  }
}
