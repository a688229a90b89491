import { qisFromKcal } from '@qis/contract';
import type {
  ContentLocale,
  DayPlan,
  MealPlanAlternativesResponse,
  MealPlanResponse,
  PlanPortions,
} from '@qis/contract/api';
import { ApiError } from '../../http/apiError';
import type { EnergyNeed } from '../energy/energy';
import { energyNeedOf } from '../energy/input';
import {
  CatalogueError,
  SLOTS,
  toPlanRecipe,
  type Catalogue,
  type CatalogueStore,
} from '../recipes/catalogue';
import { alternativesFor, type DayServings } from './alternatives';
import { countPlanDays, type SlotKcal } from './counting';
import type { SwapSlot } from './swapping';
import { generateWeek } from './generator';
import { servedKcal, type Serving } from './portions';
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

// One kcal table per catalogue, so the counting and drawing structures built for it are reused.
const kcalTables = new WeakMap<Catalogue, SlotKcal>();
function kcalOf(catalogue: Catalogue): SlotKcal {
  let table = kcalTables.get(catalogue);
  if (!table) {
    table = SLOTS.map((slot) => catalogue[slot].map(({ kcal }) => kcal)) as [
      number[],
      number[],
      number[],
      number[],
    ];
    kcalTables.set(catalogue, table);
  }
  return table;
}

/** The member's range lies beyond every day the portion rules allow: the 422 the results page explains. */
export const rangeUnreachableError = ({ min, max }: { min: number; max: number }) =>
  new ApiError(
    422,
    'range-unreachable',
    `No day of the programme's recipes reaches the range of ${min}–${max} QIS a day, even with the ` +
      'largest portions a plan serves; please contact the programme’s experts for a plan made for you',
    { min, max },
  );

/** Plans kept per catalogue: enough for every member of a large instance's week, a bounded memory. */
const KEPT_PLANS = 2_000;

export class MealPlanService {
  /**
   * The plan depends only on the answers, the ISO week, the locale and the catalogue: computed once
   * per week for each, then served as it is (the oldest dropped first beyond KEPT_PLANS).
   */
  private readonly plans = new WeakMap<Catalogue, Map<string, MealPlanResponse>>();

  constructor(
    private readonly catalogue: CatalogueStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** How a plan for this need is served, for the QIS calculator; null while the catalogue is unavailable. */
  async portionsFor(need: EnergyNeed): Promise<PlanPortions | 'range-unreachable' | null> {
    let catalogue: Catalogue;
    try {
      catalogue = await this.catalogue.get();
    } catch {
      return null;
    }
    const { tier, count } = countPlanDays(kcalOf(catalogue), need.minKcal, need.maxKcal);
    return count === 0 ? 'range-unreachable' : tier;
  }

  /**
   * The week's plan. Seeded by the inputs and the ISO week: asking again within the week shows
   * the same plan; the next week brings a new one.
   */
  async create(input: MealPlanInput): Promise<MealPlanResponse> {
    const need = energyNeedOf(input);
    const { age, weight } = need;
    const catalogue = await loadCatalogue(this.catalogue);
    const today = this.now();
    const seedText = [need.gender, age, need.activityLevel, weight, isoWeek(today)].join('|');
    const key = `${seedText}|${input.locale}|${today.getUTCFullYear()}`;
    let kept = this.plans.get(catalogue);
    if (!kept) {
      kept = new Map();
      this.plans.set(catalogue, kept);
    }
    const plan = kept.get(key);
    if (plan) return plan;
    const made = this.make(catalogue, need, input.locale, today, seedText);
    if (kept.size >= KEPT_PLANS) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
    return made;
  }

  private make(
    catalogue: Catalogue,
    need: ReturnType<typeof energyNeedOf>,
    locale: ContentLocale,
    today: Date,
    seedText: string,
  ): MealPlanResponse {
    const kcal = kcalOf(catalogue);
    const seed = hashSeed(seedText);
    const week = generateWeek(kcal, need.minKcal, need.maxKcal, seededRandom(seed));
    if (!week) throw rangeUnreachableError(need);
    const year = today.getUTCFullYear();
    const served = (slot: number, { recipe, quarters }: Serving) =>
      toPlanRecipe(catalogue[SLOTS[slot]!][recipe]!, quarters, locale, year);
    const mealPlans = week.days.map((day): DayPlan => {
      const servings: [number, Serving][] = [
        [0, day.morning],
        [1, day.noon],
        [2, day.evening],
        ...day.snacks.map((snack): [number, Serving] => [3, snack]),
      ];
      // The exact total (quarter kcal add up exactly): the range holds it, and its QIS.
      const total = servings.reduce(
        (sum, [slot, s]) => sum + servedKcal(kcal[slot]![s.recipe]!, s.quarters),
        0,
      );
      const [second] = day.snacks.slice(1);
      return {
        breakfast: served(0, day.morning),
        lunch: served(1, day.noon),
        dinner: served(2, day.evening),
        snacks: served(3, day.snacks[0]),
        ...(second ? { secondSnack: served(3, second) } : {}),
        totalCalories: Math.round(total),
        totalQis: qisFromKcal(total),
      };
    });
    return {
      bmr: need.qis,
      min: need.min,
      max: need.max,
      mealPlans,
      combinations: week.combinations,
      portions: week.tier,
      ...(need.rangeNote ? { rangeNote: need.rangeNote } : {}),
    };
  }

  /**
   * The recipes that can take `slot`'s place in the member's day (as the member has it, swaps
   * included) and keep it in the range, served under the rules of the member's plan.
   */
  async alternatives(
    input: MealPlanInput & { day: number; slot: SwapSlot; servings: DayServings },
  ): Promise<MealPlanAlternativesResponse> {
    const need = energyNeedOf(input);
    const catalogue = await loadCatalogue(this.catalogue);
    const kcal = kcalOf(catalogue);
    const { tier, count } = countPlanDays(kcal, need.minKcal, need.maxKcal);
    if (count === 0) throw rangeUnreachableError(need);
    return alternativesFor({
      catalogue,
      kcal,
      tier,
      need,
      day: input.day,
      slot: input.slot,
      servings: input.servings,
      locale: input.locale,
      year: this.now().getUTCFullYear(),
    });
  }
}
