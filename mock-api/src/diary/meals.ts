import type { Locale } from '@qis/contract';
import type {
  DiaryEntry,
  DiaryMeal,
  DiaryMealAddRequest,
  DiaryMealRequest,
  DiarySlot,
} from '@qis/contract/api';
import type { SavedMealItem } from '../db/schema';
import { ApiError, unauthorized } from '../http/apiError';
import { checkedDay } from './dates';
import type { MealRow, MealsRepository } from './mealsRepository';
import type { DiaryRepository, DiaryRow } from './repository';
import { derivedUuid, MAX_ENTRIES_PER_DAY, type DiaryService } from './service';

/** Meals a member keeps: the breakfasts and lunches they eat again, not every day they ate. */
export const MAX_MEALS = 100;

const mealNotFound = () => new ApiError(404, 'not-found', 'No saved meal of yours with this id');
const unprocessable = (code: string, message: string) => new ApiError(422, code, message);
const memberGone = () => unauthorized('Your account no longer exists: please sign in again');

function mealView(row: MealRow): DiaryMeal {
  return {
    id: row.id,
    name: row.name,
    slot: row.slot,
    items: row.items.map(({ kind, name, grams, portions, qis }) => ({ kind, name, grams, portions, qis })),
    qis: row.items.reduce((sum, item) => sum + item.qis, 0),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface MealsServiceDeps {
  meals: MealsRepository;
  entries: DiaryRepository;
  diary: DiaryService;
  now?: () => Date;
}

/**
 * Saved meals: the entries of a day's slot kept as they were written (name, amount, QIS), added to
 * any day again in one write, once per client id.
 */
export class MealsService {
  private readonly now: () => Date;

  constructor(private readonly deps: MealsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(memberId: string): Promise<DiaryMeal[]> {
    return (await this.deps.meals.list(memberId)).map(mealView);
  }

  async save(memberId: string, request: DiaryMealRequest): Promise<DiaryMeal> {
    const from = checkedDay('from', request.from, this.now());
    const rows = (await this.deps.entries.day(memberId, from)).filter(
      (row) => row.kind !== 'activity' && row.slot === request.slot,
    );
    if (rows.length === 0) {
      throw unprocessable('empty-slot', 'That day’s slot has no entries to save as a meal');
    }
    const items = rows.map((row): SavedMealItem => ({
      kind: row.kind as SavedMealItem['kind'],
      foodId: row.foodId,
      ref: row.ref,
      name: row.name,
      grams: row.grams,
      portions: row.portions,
      qis: row.qis,
      unitKcal: row.unitKcal,
    }));
    const inserted = await this.deps.meals.insert(
      { memberId, name: request.name.trim(), slot: request.slot as DiarySlot, items },
      MAX_MEALS,
    );
    if (inserted === 'member-gone') throw memberGone();
    if (inserted === 'full') throw unprocessable('too-many-meals', `You can keep at most ${MAX_MEALS} meals`);
    return mealView(inserted);
  }

  async remove(memberId: string, id: string): Promise<void> {
    if (!(await this.deps.meals.delete(memberId, id))) throw mealNotFound();
  }

  /** The entries a client id already added from this meal (a replay, even after the meal was deleted). */
  private async alreadyAdded(memberId: string, clientId: string, mealId: string): Promise<DiaryRow[]> {
    const rows: DiaryRow[] = [];
    for (let index = 0; index < MAX_ENTRIES_PER_DAY; index += 1) {
      const row = await this.deps.entries.byClientId(memberId, derivedUuid(clientId, mealId, String(index)));
      if (!row) break;
      rows.push(row);
    }
    return rows;
  }

  async add(
    memberId: string,
    mealId: string,
    request: DiaryMealAddRequest,
    locale: Locale,
  ): Promise<{ added: DiaryEntry[] }> {
    const meal = await this.deps.meals.get(memberId, mealId);
    if (!meal) {
      const replayed = await this.alreadyAdded(memberId, request.clientId, mealId);
      if (replayed.length === 0) throw mealNotFound();
      return { added: await Promise.all(replayed.map((row) => this.deps.diary.entryView(row, locale))) };
    }
    const day = checkedDay('date', request.date, this.now());
    const already = await this.alreadyAdded(memberId, request.clientId, mealId);
    const target = await this.deps.entries.day(memberId, day);
    if (target.length + meal.items.length - already.length > MAX_ENTRIES_PER_DAY) {
      throw unprocessable('day-full', `A day holds at most ${MAX_ENTRIES_PER_DAY} entries`);
    }
    const added: DiaryEntry[] = [];
    for (const [index, item] of meal.items.entries()) {
      const outcome = await this.deps.entries.insert(
        {
          memberId,
          clientId: derivedUuid(request.clientId, mealId, String(index)),
          day,
          slot: request.slot,
          kind: item.kind,
          foodId: item.foodId,
          ref: item.ref,
          name: item.name,
          grams: item.grams,
          portions: item.portions,
          minutes: null,
          qis: item.qis,
          unitKcal: item.unitKcal,
        },
        MAX_ENTRIES_PER_DAY,
      );
      if (outcome === 'member-gone') throw memberGone();
      if (outcome === 'day-full') {
        throw unprocessable('day-full', `A day holds at most ${MAX_ENTRIES_PER_DAY} entries`);
      }
      added.push(await this.deps.diary.entryView(outcome.row, locale));
    }
    return { added };
  }
}
