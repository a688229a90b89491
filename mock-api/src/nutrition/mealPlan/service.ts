import type { ContentLocale, DayPlan, MealPlanResponse } from '@qis/shared/api-types';
import { ApiError } from '../../http/apiError';
import { energyNeedOf } from '../energy/input';
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

/** The catalogue, or a 503 naming what is wrong with it (the content or the food import). */
export async function loadCatalogue(store: CatalogueStore): Promise<Catalogue> {
  try {
    return await store.get();
  } catch (error) {
    if (error instanceof CatalogueError) throw new ApiError(503, 'catalogue-unavailable', error.message);
    throw error;
  }
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
    const need = energyNeedOf(input);
    const { age, weight } = need;
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
