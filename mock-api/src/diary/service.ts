import { createHash } from 'node:crypto';
import type {
  ActivityLevel,
  DiaryActivity,
  DiaryCopyRequest,
  DiaryDay,
  DiaryEntry,
  DiaryEntryPatch,
  DiaryEntryRequest,
  DiaryFood,
  DiaryRange,
  DiarySearchResult,
  DiaryRecentFood,
  DiarySlot,
  DiarySummary,
} from '@qis/contract/api';
import { addDays, dayOf, entryTotals, qisFromKcal, utcMidnight, type Locale } from '@qis/contract';
import {
  energyOf,
  type MemberEnergy,
  type MemberProfiles,
} from '../coaching/assistant/knowledge/memberEnergy';
import { ApiError, invalidField, unauthorized } from '../http/apiError';
import { displayName, type FoodCatalogue } from '../foods/catalogue';
import type { CatalogueFood } from '../foods/repository';
import { portionsFor, type HouseholdUnit } from '../foods/portions';
import type { FoodsService } from '../foods/service';
import { contentLocale } from '../nutrition/content';
import { bonusQis, DEFAULT_WEIGHT_KG, type BonusService } from '../nutrition/bonus/service';
import { loadCatalogue } from '../nutrition/mealPlan/service';
import { SLOTS, type CatalogueRecipe, type CatalogueStore } from '../nutrition/recipes/catalogue';
import { WORKOUT_LENGTHS } from '../fitness/sessions/service';
import { checkedDay } from './dates';
import type { DiaryRepository, DiaryRow, NewDiaryRow } from './repository';
import type { MyFoodsService } from '../myFoods/service';
import type { MyRecipesService } from '../myFoods/recipes';
import { ownEntryAmount, ownEntryRow } from './ownEntries';
import { searchWithMember } from './search';

/** At most this many entries a day: more is not a diary but a script. */
export const MAX_ENTRIES_PER_DAY = 200;
/** The recent and frequent foods look back this far. */
export const RECENT_DAYS = 60;
export const RECENT_LIMIT = 12;
/** How many foods a diary search answers. */
export const SEARCH_LIMIT = 20;

const notFound = () => new ApiError(404, 'not-found', 'No diary entry with this id');
const unprocessable = (code: string, message: string) => new ApiError(422, code, message);

/** A UUID derived from two values: a copy sent twice makes the same entries, stored once. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DiaryServiceDeps {
  entries: DiaryRepository;
  foods: FoodsService;
  recipes: CatalogueStore;
  activities: BonusService;
  profiles: MemberProfiles;
  /** The weight history with its days, oldest first: a past day is judged at that day's weight. */
  weights: { weightHistory(memberId: string): Promise<{ day: string; weight: number }[]> };
  /** The member's own foods and recipes: entries of them, and the search's first results. */
  myFoods: MyFoodsService;
  myRecipes: MyRecipesService;
  now?: () => Date;
}

/**
 * The diary's logic: what an entry is worth (computed here from the catalogue, the recipes and the
 * Compendium, never taken from the client but for a quick add), the member's range and the day's
 * totals. The routes and the assistant both read the diary through this class.
 */
export class DiaryService {
  private readonly now: () => Date;

  constructor(private readonly deps: DiaryServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The server's UTC day: the chat's "today" when the member's device did not say theirs. */
  today(): string {
    return dayOf(this.now(), 'utc');
  }

  private catalogue(): FoodCatalogue {
    const catalogue = this.deps.foods.current;
    if (!catalogue) {
      throw new ApiError(503, 'catalogue-not-imported', 'The food catalogue is not imported yet');
    }
    return catalogue;
  }

  private food(foodId: number): CatalogueFood | undefined {
    return this.catalogue().food(foodId);
  }

  private async recipe(recipeId: string): Promise<CatalogueRecipe | undefined> {
    const catalogue = await loadCatalogue(this.deps.recipes);
    for (const slot of SLOTS) {
      const found = catalogue[slot].find((recipe) => recipe.id === recipeId);
      if (found) return found;
    }
    return undefined;
  }

  private async latestWeight(memberId: string): Promise<number> {
    return (await this.deps.weights.weightHistory(memberId)).at(-1)?.weight ?? DEFAULT_WEIGHT_KG;
  }

  private toFood(food: CatalogueFood, locale: Locale): DiaryFood {
    const kcal = food.kcal ?? 0;
    return {
      foodId: food.id,
      name: displayName(food, locale) ?? food.sourceCode,
      qisPer100g: qisFromKcal(kcal),
      kcalPer100g: kcal,
      portions: portionsFor(food, locale).map(({ unit, label, grams, source }) => ({
        unit,
        label,
        grams,
        source,
      })),
    };
  }

  /**
   * The food's grams and QIS for an amount in grams or in household portions (exactly one); a portion is one
   * of the food's own (portionsFor, as the assistant counts them), the unit named or else its first.
   */
  private foodAmount(
    food: CatalogueFood,
    grams: number | undefined,
    portions: number | undefined,
    unit: HouseholdUnit | undefined,
  ) {
    if (food.kcal === null) {
      throw unprocessable(
        'food-without-energy',
        'This food has no energy value in its table: use a quick add',
      );
    }
    if ((grams === undefined) === (portions === undefined)) {
      throw invalidField('grams', 'or portions: give exactly one of the two');
    }
    if (unit !== undefined && portions === undefined) throw invalidField('unit', 'goes with portions only');
    let eatenGrams = grams;
    if (portions !== undefined) {
      const own = portionsFor(food, 'en');
      if (own.length === 0) {
        throw invalidField('portions', 'cannot be used: this food has no household portion, give grams');
      }
      const portion = unit === undefined ? own[0] : own.find((one) => one.unit === unit);
      if (!portion) {
        throw invalidField(
          'unit',
          `is not a portion of this food: use ${own.map((one) => one.unit).join(', ')}, or grams`,
        );
      }
      eatenGrams = portions * portion.grams;
    }
    return {
      grams: eatenGrams!,
      portions: portions ?? null,
      qis: qisFromKcal((food.kcal * eatenGrams!) / 100),
    };
  }

  /** The view of a stored entry in the page's language. */
  async entryView(row: DiaryRow, locale: Locale): Promise<DiaryEntry> {
    let name = row.name;
    let portion: DiaryEntry['portion'] = null;
    if (row.kind === 'food' && row.foodId !== null) {
      const food = this.deps.foods.current ? this.food(row.foodId) : undefined;
      if (food) {
        const listed = this.toFood(food, locale);
        name = listed.name;
        // The portion counted is the one whose grams the stored amount is a multiple of.
        if (row.portions !== null && row.grams !== null) {
          const each = row.grams / row.portions;
          portion = listed.portions.find((one) => Math.abs(one.grams - each) < 0.01) ?? null;
        }
      }
    } else if (row.kind === 'recipe' && row.ref) {
      const recipe = await this.recipe(row.ref).catch(() => undefined);
      if (recipe) name = recipe.content.name[contentLocale(locale)];
    } else if (row.kind === 'activity' && row.ref) {
      const activity = this.deps.activities.activity(row.ref);
      if (activity) name = activity.name[locale];
    }
    return {
      id: row.id,
      clientId: row.clientId,
      date: row.day,
      kind: row.kind as DiaryEntry['kind'],
      slot: row.slot as DiarySlot | null,
      name,
      foodId: row.foodId,
      ref: row.ref,
      grams: row.grams,
      portions: row.portions,
      portion,
      minutes: row.minutes,
      qis: row.qis,
    };
  }

  async create(
    memberId: string,
    request: DiaryEntryRequest,
  ): Promise<{ entry: DiaryEntry; created: boolean }> {
    const locale = ('locale' in request ? (request.locale as Locale | undefined) : undefined) ?? 'en';
    // A retried write answers what was stored, even if the day has since moved out of the window.
    const existing = await this.deps.entries.byClientId(memberId, request.clientId);
    if (existing) return { entry: await this.entryView(existing, locale), created: false };
    const day = checkedDay('date', request.date, this.now());
    const base = { memberId, clientId: request.clientId, day };
    let row: NewDiaryRow;
    switch (request.kind) {
      case 'food': {
        const food = this.food(request.foodId);
        if (!food) throw unprocessable('unknown-food', `No food ${request.foodId} in the catalogue`);
        const amount = this.foodAmount(food, request.grams, request.portions, request.unit);
        row = {
          ...base,
          kind: 'food',
          slot: request.slot,
          foodId: food.id,
          name: displayName(food, locale) ?? food.sourceCode,
          ...amount,
        };
        break;
      }
      case 'recipe': {
        const recipe = await this.recipe(request.recipeId);
        if (!recipe) throw unprocessable('unknown-recipe', `No recipe ${request.recipeId}`);
        row = {
          ...base,
          kind: 'recipe',
          slot: request.slot,
          ref: recipe.id,
          name: recipe.content.name[contentLocale(locale)],
          portions: request.factor,
          // As the meal plan serves it: the QIS of the portions' exact kcal.
          qis: qisFromKcal(recipe.kcal * request.factor),
        };
        break;
      }
      case 'quick':
        row = {
          ...base,
          kind: 'quick',
          slot: request.slot,
          name: request.name.trim(),
          qis: request.qis,
          ref: request.source ?? null,
        };
        break;
      case 'my-food':
      case 'my-recipe':
        row = await ownEntryRow(this.deps, base, request, locale);
        break;
      case 'activity': {
        const activity = this.deps.activities.activity(request.code);
        if (!activity) throw unprocessable('unknown-activity', `No bonus activity with code ${request.code}`);
        row = {
          ...base,
          kind: 'activity',
          slot: null,
          ref: activity.code,
          name: activity.name[locale],
          minutes: request.minutes,
          qis: bonusQis(activity.met, await this.latestWeight(memberId), request.minutes),
        };
        break;
      }
    }
    const outcome = await this.deps.entries.insert(row, MAX_ENTRIES_PER_DAY);
    if (outcome === 'member-gone') throw unauthorized('Your account no longer exists: please sign in again');
    if (outcome === 'day-full') {
      throw unprocessable('day-full', `A day holds at most ${MAX_ENTRIES_PER_DAY} entries`);
    }
    return { entry: await this.entryView(outcome.row, locale), created: outcome.created };
  }

  async update(memberId: string, id: string, patch: DiaryEntryPatch, locale: Locale): Promise<DiaryEntry> {
    const row = await this.deps.entries.get(memberId, id);
    if (!row) throw notFound();
    const allowed: Record<DiaryRow['kind'], (keyof DiaryEntryPatch)[]> = {
      food: ['slot', 'grams', 'portions', 'unit'],
      recipe: ['slot', 'factor'],
      quick: ['slot', 'name', 'qis'],
      activity: ['minutes'],
      'my-food': ['slot', 'grams', 'portions'],
      'my-recipe': ['slot', 'servings'],
    };
    for (const key of Object.keys(patch) as (keyof DiaryEntryPatch)[]) {
      if (!allowed[row.kind]!.includes(key))
        throw invalidField(key, `cannot be changed on a ${row.kind} entry`);
    }
    const changes: Parameters<DiaryRepository['update']>[2] = {};
    if (patch.slot) changes.slot = patch.slot;
    if (row.kind === 'food' && (patch.grams !== undefined || patch.portions !== undefined)) {
      const food = row.foodId === null ? undefined : this.food(row.foodId);
      if (!food)
        throw unprocessable('unknown-food', 'This food is no longer in the catalogue: delete and add again');
      Object.assign(changes, this.foodAmount(food, patch.grams, patch.portions, patch.unit));
    }
    if (row.kind === 'recipe' && patch.factor !== undefined) {
      const recipe = row.ref ? await this.recipe(row.ref) : undefined;
      if (!recipe)
        throw unprocessable('unknown-recipe', 'This recipe no longer exists: delete and add again');
      changes.portions = patch.factor;
      changes.qis = qisFromKcal(recipe.kcal * patch.factor);
    }
    if (row.kind === 'my-food' || row.kind === 'my-recipe') {
      Object.assign(changes, await ownEntryAmount(this.deps, row, patch));
    }
    if (row.kind === 'quick') {
      if (patch.name !== undefined) changes.name = patch.name.trim();
      if (patch.qis !== undefined) changes.qis = patch.qis;
    }
    if (row.kind === 'activity' && patch.minutes !== undefined) {
      const activity = row.ref ? this.deps.activities.activity(row.ref) : undefined;
      if (!activity) throw unprocessable('unknown-activity', 'This activity is no longer listed');
      changes.minutes = patch.minutes;
      changes.qis = bonusQis(activity.met, await this.latestWeight(memberId), patch.minutes);
    }
    const updated = await this.deps.entries.update(memberId, id, changes);
    if (!updated) throw notFound();
    return this.entryView(updated, locale);
  }

  async remove(memberId: string, id: string): Promise<void> {
    if (!(await this.deps.entries.delete(memberId, id))) throw notFound();
  }

  /**
   * The member's range today, from one prepared read (the profile's fields, the latest weight and the
   * activity level): the day screen's hot path.
   */
  async range(memberId: string): Promise<DiaryRange> {
    const inputs = await this.deps.entries.rangeInputs(memberId);
    const level = (inputs?.activityLevel ?? null) as ActivityLevel | null;
    const energy = energyOf(
      {
        gender: inputs?.gender ?? null,
        birthYear: inputs?.birthYear ?? null,
        birthMonth: inputs?.birthMonth ?? null,
        weight: inputs?.weight ?? undefined,
      },
      this.now(),
      level,
    );
    return this.rangeFrom(energy, level);
  }

  /**
   * The member's range on any day, read once: the energy module at the weight last written on or before
   * that day (the first one for days before it) and the age on that day; the activity level is the one
   * set now (its changes are not kept).
   */
  private async rangesOn(memberId: string): Promise<(day: string) => DiaryRange> {
    const [level, profile, history] = await Promise.all([
      this.deps.entries.activityLevel(memberId) as Promise<ActivityLevel | null>,
      this.deps.profiles.findById(memberId),
      this.deps.weights.weightHistory(memberId),
    ]);
    return (day) => {
      const known = history.filter((entry) => entry.day <= day);
      const inputs = {
        gender: profile?.gender ?? null,
        birthYear: profile?.birthYear ?? null,
        birthMonth: profile?.birthMonth ?? null,
        weight: (known.at(-1) ?? history[0])?.weight,
      };
      return this.rangeFrom(energyOf(inputs, utcMidnight(day), level), level);
    };
  }

  /** A day read: today's range by its one-row read, a past day's by that day's weight and age. */
  private async rangeOn(memberId: string, day: string): Promise<DiaryRange> {
    if (day === dayOf(this.now(), 'utc')) return this.range(memberId);
    return (await this.rangesOn(memberId))(day);
  }

  private rangeFrom(energy: MemberEnergy, level: ActivityLevel | null): DiaryRange {
    if (energy.kind === 'incomplete') {
      return {
        kind: 'incomplete',
        missing: [...energy.missing, ...(level ? [] : ['activityLevel' as const])],
      };
    }
    if (level === null) return { kind: 'incomplete', missing: ['activityLevel'] };
    return {
      kind: 'range',
      min: energy.need.min,
      max: energy.need.max,
      activityLevel: level,
      weight: energy.weight,
      age: energy.age,
    };
  }

  async activityLevel(memberId: string): Promise<ActivityLevel | null> {
    return (await this.deps.entries.activityLevel(memberId)) as ActivityLevel | null;
  }

  async setActivityLevel(memberId: string, level: ActivityLevel): Promise<void> {
    await this.deps.entries.setActivityLevel(memberId, level);
  }

  /** Gym workouts completed on the day (its UTC span), with the QIS they earned. */
  private async workouts(memberId: string, from: string, toInclusive: string) {
    const rows = await this.deps.entries.workouts(
      memberId,
      utcMidnight(from),
      utcMidnight(addDays(toInclusive, 1)),
    );
    return rows.map((row) => ({
      id: row.id,
      day: dayOf(row.completedAt, 'utc'),
      minutes: WORKOUT_LENGTHS[row.workoutId - 1] ?? 0,
      qis: row.qis,
    }));
  }

  async day(memberId: string, date: string, locale: Locale): Promise<DiaryDay> {
    const day = checkedDay('date', date, this.now());
    // A past day is shown against the range it had: that day's weight and age.
    const [rows, range, workouts] = await Promise.all([
      this.deps.entries.day(memberId, day),
      this.rangeOn(memberId, day),
      this.workouts(memberId, day, day),
    ]);
    const entries = await Promise.all(rows.map((row) => this.entryView(row, locale)));
    const { eaten, bySlot, activityBonus } = entryTotals(entries);
    const workoutBonus = workouts.reduce((sum, workout) => sum + workout.qis, 0);
    const bonus = activityBonus + workoutBonus;
    const allowance = range.kind === 'range' ? { min: range.min + bonus, max: range.max + bonus } : null;
    return {
      date: day,
      entries,
      range,
      workouts: workouts.map(({ id, minutes, qis }) => ({ id, minutes, qis })),
      totals: {
        eaten,
        bySlot,
        activityBonus,
        workoutBonus,
        bonus,
        allowance,
        left: allowance ? allowance.max - eaten : null,
      },
    };
  }

  /** The `days` days ending `to`: each day's QIS against that day's range, and how many were in range. */
  async summary(memberId: string, to: string, days: number): Promise<DiarySummary> {
    const last = checkedDay('to', to, this.now());
    const from = addDays(last, -(days - 1));
    const [sums, rangesOn, workouts] = await Promise.all([
      this.deps.entries.sums(memberId, from, last),
      this.rangesOn(memberId),
      this.workouts(memberId, from, last),
    ]);
    const today = dayOf(this.now(), 'utc');
    const byDay = new Map(sums.map((sum) => [sum.day, sum]));
    const workoutQis = new Map<string, number>();
    for (const workout of workouts)
      workoutQis.set(workout.day, (workoutQis.get(workout.day) ?? 0) + workout.qis);
    // Each day judged by its own range (that day's weight and age), not today's.
    const list = Array.from({ length: days }, (_, index) => {
      const date = addDays(from, index);
      const sum = byDay.get(date);
      const eaten = sum?.eaten ?? 0;
      const bonus = (sum?.activityBonus ?? 0) + (workoutQis.get(date) ?? 0);
      const entries = sum?.entries ?? 0;
      const range = rangesOn(date);
      const inRange =
        range.kind === 'range' && entries > 0 && eaten >= range.min && eaten <= range.max + bonus;
      return {
        date,
        eaten,
        bonus,
        entries,
        inRange,
        min: range.kind === 'range' ? range.min : null,
        max: range.kind === 'range' ? range.max : null,
      };
    });
    return {
      from,
      to: last,
      range: rangesOn(today <= last ? today : last),
      days: list,
      daysInRange: list.filter((day) => day.inRange).length,
      daysWithEntries: list.filter((day) => day.entries > 0).length,
    };
  }

  /** The bonus screen's activities with their codes and the QIS of their usual minutes at the latest weight. */
  async activities(memberId: string, locale: Locale): Promise<DiaryActivity[]> {
    const weight = await this.latestWeight(memberId);
    return this.deps.activities.all().map(({ code, name, minutes, met }) => ({
      code,
      name: name[locale],
      minutes,
      qis: bonusQis(met, weight, minutes),
      // What one minute earns, so the page can show the QIS as the member types the minutes.
      kcalPerMinute: ((met - 1) * weight) / 60,
    }));
  }

  /** The member's own foods and recipes, for the assistant ("how many QIS in my granola?"). */
  async own(memberId: string, locale: Locale) {
    const [foods, recipes] = await Promise.all([
      this.deps.myFoods.rows(memberId),
      this.deps.myRecipes.withServings(memberId, locale),
    ]);
    return { foods, recipes };
  }

  /**
   * The member's own foods and recipes whose names match first, then the catalogue's own search and
   * ranking; among equally good matches, what the member chose most often first.
   */
  async search(memberId: string, text: string, locale: Locale): Promise<DiarySearchResult[]> {
    const query = text.trim();
    if (query === '') throw invalidField('q', 'must not be blank');
    const catalogue = this.catalogue();
    const [counts, ownFoods, ownRecipes] = await Promise.all([
      this.deps.entries.choiceCounts(memberId, addDays(this.today(), -RECENT_DAYS)),
      this.deps.myFoods.rows(memberId),
      this.deps.myRecipes.withServings(memberId, locale),
    ]);
    return searchWithMember({
      query,
      locale,
      counts,
      ownFoods,
      ownRecipes,
      catalogue: catalogue.searchRanked(locale, query).filter(({ item }) => item.food.kcal !== null),
      toFood: (food) => this.toFood(food, locale),
      limit: SEARCH_LIMIT,
    });
  }

  async recent(memberId: string, locale: Locale): Promise<DiaryRecentFood[]> {
    const since = addDays(this.today(), -RECENT_DAYS);
    const frequent = await this.deps.entries.frequentFoods(memberId, since, RECENT_LIMIT);
    return frequent.flatMap(({ foodId, times, lastGrams, lastPortions }) => {
      const food = this.food(foodId);
      return food && food.kcal !== null
        ? [{ ...this.toFood(food, locale), times, lastGrams, lastPortions }]
        : [];
    });
  }

  /** Adds a slot (or the day's meals) of one day to another; sent again with the same clientId, adds nothing more. */
  async copy(
    memberId: string,
    request: DiaryCopyRequest & { clientId: string },
    locale: Locale,
  ): Promise<{ copied: DiaryEntry[] }> {
    const from = checkedDay('from', request.from, this.now());
    const to = checkedDay('to', request.to, this.now());
    if (request.toSlot && !request.slot)
      throw invalidField('toSlot', 'needs slot: a whole day keeps its slots');
    const source = (await this.deps.entries.day(memberId, from)).filter(
      (row) => row.kind !== 'activity' && (!request.slot || row.slot === request.slot),
    );
    const target = await this.deps.entries.day(memberId, to);
    if (target.length + source.length > MAX_ENTRIES_PER_DAY) {
      throw unprocessable('day-full', `A day holds at most ${MAX_ENTRIES_PER_DAY} entries`);
    }
    const copied: DiaryEntry[] = [];
    for (const row of source) {
      const outcome = await this.deps.entries.insert(
        {
          memberId,
          clientId: derivedUuid(request.clientId, row.id),
          day: to,
          kind: row.kind,
          slot: request.toSlot ?? row.slot,
          foodId: row.foodId,
          ref: row.ref,
          name: row.name,
          grams: row.grams,
          portions: row.portions,
          minutes: row.minutes,
          qis: row.qis,
          unitKcal: row.unitKcal,
        },
        MAX_ENTRIES_PER_DAY,
      );
      if (outcome === 'member-gone')
        throw unauthorized('Your account no longer exists: please sign in again');
      if (outcome === 'day-full')
        throw unprocessable('day-full', `A day holds at most ${MAX_ENTRIES_PER_DAY} entries`);
      copied.push(await this.entryView(outcome.row, locale));
    }
    return { copied };
  }
}
