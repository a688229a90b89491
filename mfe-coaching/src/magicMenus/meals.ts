import type { MagicMeal } from '@qis/contract/api';

export type MealKey = 'breakfast' | 'mainCourse' | 'snack';

/** The three cards, in the order the screen shows them, with the key of their texts (`meals.*`). */
export const MEALS: readonly { meal: MagicMeal; key: MealKey }[] = [
  { meal: 'Breakfast', key: 'breakfast' },
  { meal: 'Main Course', key: 'mainCourse' },
  { meal: 'Snack', key: 'snack' },
];

/** The API's limit on each free-text field. */
export const MAX_WISH_LENGTH = 200;

export interface Wishes {
  like: string;
  dislike: string;
  info: string;
}

export const NO_WISHES: Wishes = { like: '', dislike: '', info: '' };

/** The fields as the API takes them: trimmed, an empty one left out (all three are optional). */
export function wishesForRequest(wishes: Wishes): Partial<Wishes> {
  const request: Partial<Wishes> = {};
  for (const name of ['like', 'dislike', 'info'] as const) {
    const value = wishes[name].trim();
    if (value) request[name] = value;
  }
  return request;
}
