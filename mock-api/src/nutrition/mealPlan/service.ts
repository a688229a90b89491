import type { ContentLocale, DayPlan, MealPlanResponse } from '@qis/shared/api-types';
import { ApiError, invalidField } from '../../http/apiError';
import { energyNeed, EnergyInputError } from '../energy/energy';
import { CatalogueError, SLOTS, toRecipe, type Catalogue, type CatalogueStore } from '../recipes/catalogue';
import { countDaysInRange } from './counting';
import { generateWeek } from './generator';
import { hashSeed, isoWeek, seededRandom } from './random';

export interface MealPlanInput {
  gender: string;
  age: string;
  activityLevel: string;
  weight: string;
  locale: ContentLocale;
}

export const AGE_RANGE = { min: 10, max: 99 };
export const WEIGHT_RANGE = { min: 10, max: 500 };

/** The catalogue, or a 503 naming what is wrong with it (the content or the food import). */
export async function loadCatalogue(store: CatalogueStore): Promise<Catalogue> {
  try {
    return await store.get();
  } catch (error) {
    if (error instanceof CatalogueError) throw new ApiError(503, 'catalogue-unavailable', error.message);
    throw error;
  }
}

/** A plain decimal number ("70", "72.5"): not "", "1e2", "0x40" or " 70", which Number() accepts. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

function boundedNumber(field: string, text: string, { min, max }: { min: number; max: number }): number {
  const value = Number(text);
  if (!DECIMAL.test(text) || value < min || value > max) {
    throw invalidField(field, `must be a number from ${min} to ${max}`);
  }
  return value;
}

const kcalOf = (catalogue: Catalogue) =>
  SLOTS.map((slot) => catalogue[slot].map(({ kcal }) => kcal)) as [number[], number[], number[], number[]];

export class MealPlanService {
  constructor(
    private readonly catalogue: CatalogueStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The week's plan. Seeded by the inputs and the ISO week: asking again within the week shows
   * the same plan; the next week brings a new one.
   */
  async create(input: MealPlanInput): Promise<MealPlanResponse> {
    const age = boundedNumber('age', input.age, AGE_RANGE);
    const weight = boundedNumber('weight', input.weight, WEIGHT_RANGE);
    let need;
    try {
      need = energyNeed({ gender: input.gender, activityLevel: input.activityLevel, age, weight });
    } catch (error) {
      if (error instanceof EnergyInputError) {
        throw invalidField(error.field, `must be one of ${error.accepted.join(', ')}`);
      }
      throw error;
    }
    const catalogue = await loadCatalogue(this.catalogue);
    const kcal = kcalOf(catalogue);
    const today = this.now();
    const seed = hashSeed([need.gender, age, need.activityLevel, weight, isoWeek(today)].join('|'));
    const week = generateWeek(kcal, need.minKcal, need.maxKcal, seededRandom(seed));
    if (!week) {
      throw new ApiError(
        422,
        'no-fitting-plan',
        `No combination of the recipes fits the range of ${need.min}–${need.max} QIS a day`,
        { min: need.min, max: need.max },
      );
    }
    const year = today.getUTCFullYear();
    const recipe = (slot: number, index: number) =>
      toRecipe(catalogue[SLOTS[slot]!][index]!, input.locale, year);
    const mealPlans = week.map((choice): DayPlan => {
      const [breakfast, lunch, dinner, snacks] = choice.map((index, slot) => recipe(slot, index)) as [
        ReturnType<typeof recipe>,
        ReturnType<typeof recipe>,
        ReturnType<typeof recipe>,
        ReturnType<typeof recipe>,
      ];
      const totalCalories = breakfast.kcal + lunch.kcal + dinner.kcal + snacks.kcal;
      return { breakfast, lunch, dinner, snacks, totalCalories };
    });
    return {
      bmr: need.qis,
      min: need.min,
      max: need.max,
      mealPlans,
      combinations: countDaysInRange(kcal, need.minKcal, need.maxKcal),
      ...(need.rangeNote ? { rangeNote: need.rangeNote } : {}),
    };
  }
}
