import type { FoodRecord } from '../../src/foods/repository';

/** A catalogue food for a test's seed: 100 kcal, 1 g fat, no names, unless the test says otherwise. */
export const foodRecord = (code: string, overrides: Partial<FoodRecord> = {}): FoodRecord => ({
  source: 'swiss',
  sourceCode: code,
  kcal: 100,
  fat: 1,
  cholesterol: null,
  category: null,
  portionGrams: null,
  portionLabel: null,
  names: {},
  ...overrides,
});

/** A raw apple as a catalogue lists it (52 kcal, 0.2 g fat per 100 g), unless the test says otherwise. */
export const rawApple = (overrides: Partial<FoodRecord> = {}): FoodRecord =>
  foodRecord('apple', {
    kcal: 52,
    fat: 0.2,
    cholesterol: 0,
    category: 'Obst',
    names: { en: 'Apple' },
    ...overrides,
  });
