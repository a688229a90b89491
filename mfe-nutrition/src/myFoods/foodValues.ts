import { MyFoodLimits, type Locale } from '@qis/contract';
import type { MyFood, MyFoodRequest } from '@qis/contract/api';

/** The food form's fields as typed: numbers stay text until sent, so "12,5" is read the member's way. */
export interface FoodValues {
  name?: string;
  kcalPer100g?: string;
  portionLabel?: string;
  portionGrams?: string;
}

/** The contract's bounds as this screen's messages name them (foods and recipes). */
export const FOOD_LIMIT_VALUES = {
  nameMax: MyFoodLimits.name.maxLength,
  servingsMin: MyFoodLimits.servings.minimum,
  servingsMax: MyFoodLimits.servings.maximum,
  ingredientsMin: MyFoodLimits.ingredients.minItems,
  ingredientsMax: MyFoodLimits.ingredients.maxItems,
  kcalMin: MyFoodLimits.kcalPer100g.minimum,
  kcalMax: MyFoodLimits.kcalPer100g.maximum,
  labelMax: MyFoodLimits.portionLabel.maxLength,
  gramsMin: MyFoodLimits.grams.minimum,
  gramsMax: MyFoodLimits.grams.maximum,
} as const;

type Bound = { readonly minimum: number; readonly maximum: number };

/** The number typed (a decimal comma too) when it lies within the bound; else null. */
export function numberWithin(text: string | undefined, bound: Bound): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  const value = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(value) && value >= bound.minimum && value <= bound.maximum ? value : null;
}

export const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** Each field's message key; a portion is both its label and its grams, or neither. */
export function validateFood(values: FoodValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.name)) errors.name = 'errors.name';
  if (numberWithin(values.kcalPer100g, MyFoodLimits.kcalPer100g) === null) errors.kcalPer100g = 'errors.kcal';
  const hasLabel = !blank(values.portionLabel);
  const hasGrams = !blank(values.portionGrams);
  if (hasGrams && !hasLabel) errors.portionLabel = 'errors.portionLabel';
  if (hasLabel && numberWithin(values.portionGrams, MyFoodLimits.grams) === null) {
    errors.portionGrams = 'errors.portionGrams';
  }
  return errors;
}

/** What the API takes from a valid form. */
export function foodRequest(values: FoodValues, locale: Locale): MyFoodRequest {
  const grams = numberWithin(values.portionGrams, MyFoodLimits.grams);
  const label = (values.portionLabel ?? '').trim();
  return {
    name: (values.name ?? '').trim(),
    kcalPer100g: numberWithin(values.kcalPer100g, MyFoodLimits.kcalPer100g) ?? 0,
    ...(label && grams !== null ? { portion: { label, grams } } : {}),
    locale,
  };
}

/** A food as the form shows it for editing; a new one starts with the words typed elsewhere. */
export function foodValues(food: MyFood | null, name = ''): FoodValues {
  if (!food) return { name, kcalPer100g: '', portionLabel: '', portionGrams: '' };
  return {
    name: food.name,
    kcalPer100g: String(food.kcalPer100g),
    portionLabel: food.portion?.label ?? '',
    portionGrams: food.portion ? String(food.portion.grams) : '',
  };
}
