import type { FoodNameLocale, FoodSource } from '../../db/schema';

/** One food as a reader gives it, before it is mapped to a QIS-table category. */
export interface SourceFood {
  source: FoodSource;
  code: string;
  names: Partial<Record<FoodNameLocale, string>>;
  kcal: number | null;
  fat: number | null;
  cholesterol: number | null;
  /** What categories.json rules of this source match against. */
  groups: Record<string, string>;
  /** The names joined with " | " in the order categories.json documents for the source. */
  matchName: string;
  portionGrams: number | null;
  portionLabel: string | null;
}
