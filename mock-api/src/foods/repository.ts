import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, foodNames, foods, type FoodNameLocale, type FoodSource } from '../db/schema';

export interface FoodRef {
  source: FoodSource | string;
  code: string;
}

export interface FoodEnergy {
  kcal: number | null;
  fat: number | null;
  /** One of the 22 QIS-table category ids, or null. */
  category: string | null;
  names: Partial<Record<FoodNameLocale, string>>;
}

/** `${source}:${code}`: the key of findBySourceCodes' answer. */
export const foodRefKey = (ref: FoodRef): string => `${ref.source}:${ref.code}`;

/** One imported food with its names, as the import writes it and the search index reads it. */
export interface FoodRecord {
  source: FoodSource;
  sourceCode: string;
  kcal: number | null;
  fat: number | null;
  cholesterol: number | null;
  category: string | null;
  portionGrams: number | null;
  portionLabel: string | null;
  names: Partial<Record<FoodNameLocale, string>>;
}

/** A food as the search index and the lists need it: its record with its id, the source as the row holds it. */
export interface CatalogueFood extends Omit<FoodRecord, 'source'> {
  id: number;
  /** The food's source table and its code there (recipes and generated menus name foods by them). */
  source: string;
}

/** app_settings key of the catalogue's version: every instance rebuilds its index when it changes. */
export const CATALOGUE_VERSION_KEY = 'food_catalogue_version';

/** Rows per INSERT: PGlite is slow row by row, and PostgreSQL caps a statement at 65,535 parameters. */
const BATCH = 500;

export class FoodsRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(foods);
    return row?.count ?? 0;
  }

  /** Energy and fat per 100 g of the given foods; foods not in the catalogue are absent from the map. */
  async findBySourceCodes(refs: readonly FoodRef[]): Promise<Map<string, FoodEnergy>> {
    const found = new Map<string, FoodEnergy>();
    if (refs.length === 0) return found;
    const bySource = new Map<string, string[]>();
    for (const ref of refs) bySource.set(ref.source, [...(bySource.get(ref.source) ?? []), ref.code]);
    const rows = await this.db
      .select({
        id: foods.id,
        source: foods.source,
        code: foods.sourceCode,
        kcal: foods.kcal,
        fat: foods.fat,
        category: foods.category,
      })
      .from(foods)
      .where(
        or(
          ...[...bySource].map(([source, codes]) =>
            and(eq(foods.source, source), inArray(foods.sourceCode, codes)),
          ),
        ),
      );
    // The names too: a shopping list names each food as the catalogue does, in the member's language.
    const names =
      rows.length === 0
        ? []
        : await this.db
            .select({ foodId: foodNames.foodId, locale: foodNames.locale, name: foodNames.name })
            .from(foodNames)
            .where(
              inArray(
                foodNames.foodId,
                rows.map((row) => row.id),
              ),
            );
    const namesById = new Map<number, Partial<Record<FoodNameLocale, string>>>();
    for (const { foodId, locale, name } of names) {
      namesById.set(foodId, { ...namesById.get(foodId), [locale]: name });
    }
    for (const row of rows) {
      found.set(foodRefKey(row), {
        kcal: row.kcal,
        fat: row.fat,
        category: row.category,
        names: namesById.get(row.id) ?? {},
      });
    }
    return found;
  }

  /** Changes whenever an import changes the catalogue; null before the first import. */
  async catalogueVersion(): Promise<string | null> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CATALOGUE_VERSION_KEY));
    return row?.value ?? null;
  }

  /** Every food with its names, for the in-memory search index. */
  async loadCatalogue(): Promise<CatalogueFood[]> {
    const rows = await this.db
      .select({
        id: foods.id,
        source: foods.source,
        sourceCode: foods.sourceCode,
        kcal: foods.kcal,
        fat: foods.fat,
        cholesterol: foods.cholesterol,
        category: foods.category,
        portionGrams: foods.portionGrams,
        portionLabel: foods.portionLabel,
      })
      .from(foods)
      .orderBy(foods.id);
    const byId = new Map<number, CatalogueFood>();
    for (const row of rows) byId.set(row.id, { ...row, names: {} });
    const names = await this.db
      .select({ foodId: foodNames.foodId, locale: foodNames.locale, name: foodNames.name })
      .from(foodNames);
    for (const name of names) {
      const food = byId.get(name.foodId);
      if (food) food.names[name.locale as FoodNameLocale] = name.name;
    }
    return [...byId.values()];
  }

  /**
   * Inserts or updates the given foods and their names (keyed by source and code, and by food and
   * locale), in one transaction. Unchanged rows are not rewritten, so a re-import changes nothing.
   * Answers how many foods were inserted or changed.
   */
  async upsert(records: readonly FoodRecord[], searchKey: (name: string) => string): Promise<number> {
    let changed = 0;
    await this.db.transaction(async (tx) => {
      // API instances starting together on one PostgreSQL each import at first start: one at a time,
      // so the later ones find everything in place and change nothing.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qis-food-import'))`);
      for (let start = 0; start < records.length; start += BATCH) {
        const batch = records.slice(start, start + BATCH);
        const written = await tx
          .insert(foods)
          .values(
            batch.map((record) => ({
              source: record.source,
              sourceCode: record.sourceCode,
              kcal: record.kcal,
              fat: record.fat,
              cholesterol: record.cholesterol,
              category: record.category,
              portionGrams: record.portionGrams,
              portionLabel: record.portionLabel,
            })),
          )
          .onConflictDoUpdate({
            target: [foods.source, foods.sourceCode],
            set: {
              kcal: sql`excluded.kcal`,
              fat: sql`excluded.fat`,
              cholesterol: sql`excluded.cholesterol`,
              category: sql`excluded.category`,
              portionGrams: sql`excluded.portion_grams`,
              portionLabel: sql`excluded.portion_label`,
            },
            // Only a real difference is an update: a re-import of the same data writes nothing.
            setWhere: sql`(${foods.kcal}, ${foods.fat}, ${foods.cholesterol}, ${foods.category}, ${foods.portionGrams}, ${foods.portionLabel})
              is distinct from (excluded.kcal, excluded.fat, excluded.cholesterol, excluded.category, excluded.portion_grams, excluded.portion_label)`,
          })
          .returning({ id: foods.id });
        changed += written.length;
      }

      const ids = await tx.select({ id: foods.id, source: foods.source, code: foods.sourceCode }).from(foods);
      const idOf = new Map(ids.map((row) => [foodRefKey(row), row.id]));
      const nameRows = records.flatMap((record) => {
        const foodId = idOf.get(`${record.source}:${record.sourceCode}`);
        if (foodId === undefined) return [];
        return Object.entries(record.names).map(([locale, name]) => ({
          foodId,
          locale,
          name,
          searchKey: searchKey(name),
        }));
      });
      let namesChanged = 0;
      for (let start = 0; start < nameRows.length; start += BATCH * 2) {
        const written = await tx
          .insert(foodNames)
          .values(nameRows.slice(start, start + BATCH * 2))
          .onConflictDoUpdate({
            target: [foodNames.foodId, foodNames.locale],
            set: { name: sql`excluded.name`, searchKey: sql`excluded.search_key` },
            setWhere: sql`(${foodNames.name}, ${foodNames.searchKey}) is distinct from (excluded.name, excluded.search_key)`,
          })
          .returning({ foodId: foodNames.foodId });
        namesChanged += written.length;
      }
      if (changed > 0 || namesChanged > 0) {
        const version = new Date().toISOString();
        await tx
          .insert(appSettings)
          .values({ key: CATALOGUE_VERSION_KEY, value: version })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: version } });
      }
    });
    return changed;
  }
}
