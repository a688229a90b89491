import { CATALOGUE_LOCALES, displayName, qis, type ListedFood } from '../../../foods/catalogue';
import type { CatalogueFood } from '../../../foods/repository';
import type { FoodsService } from '../../../foods/service';
import type { ChatLocale } from '../provider';

/** A food as an answer shows it: every number from the catalogue, through the product's QIS rule. */
export interface FoodFacts {
  name: string;
  /** The source table's key (ciqual, bls, nevo, swiss). */
  source: string;
  kcalPer100g: number;
  qisPer100g: number;
  fatPer100g: number | null;
  /** The food's usual portion, when the table gives one. */
  portion: { label: string; grams: number; kcal: number; qis: number } | null;
  /** The amount the member asked about. */
  amount: { grams: number; kcal: number; qis: number } | null;
}

export function foodFacts(food: CatalogueFood, locale: ChatLocale, grams: number | null): FoodFacts {
  const kcal = food.kcal ?? 0;
  const of = (weight: number) => ({ kcal: (kcal * weight) / 100, qis: qis((kcal * weight) / 100) });
  const portionGrams = food.portionGrams;
  return {
    name: displayName(food, locale) ?? food.names.en ?? Object.values(food.names)[0] ?? '?',
    source: food.source,
    kcalPer100g: kcal,
    qisPer100g: qis(kcal),
    fatPer100g: food.fat,
    portion:
      portionGrams === null
        ? null
        : { label: food.portionLabel ?? `${portionGrams} g`, grams: portionGrams, ...of(portionGrams) },
    amount: grams === null ? null : { grams, ...of(grams) },
  };
}

const known = (entry: ListedFood) => entry.food.kcal !== null;

/**
 * Foods of known energy named like `text`, best first: the food search of the member's language
 * (the same ranking as the food database screen), then the other languages' when it finds nothing.
 */
export function findFoods(foods: FoodsService, text: string, locale: ChatLocale, cap = 5): CatalogueFood[] {
  const catalogue = foods.current;
  if (catalogue === null || text.trim() === '') return [];
  const order = [locale, ...CATALOGUE_LOCALES.filter((other) => other !== locale)];
  for (const searched of order) {
    const found = catalogue.search(searched, text, cap * 3).filter(known);
    if (found.length > 0) return found.slice(0, cap).map(({ food }) => food);
  }
  return [];
}

/** Whether the catalogue is imported (else every food answer says so). */
export const catalogueReady = (foods: FoodsService): boolean => foods.current !== null;
