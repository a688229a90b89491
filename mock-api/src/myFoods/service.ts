import { qisFromKcal, type Locale } from '@qis/contract';
import type { MyFood, MyFoodPatch, MyFoodRequest } from '@qis/contract/api';
import { ApiError, conflict, unauthorized } from '../http/apiError';
import type { MyFoodRow, MyFoodRowPatch, MyFoodsRepository } from './repository';

/** More is not a kitchen but a script; the list screen shows them all. */
export const MAX_MY_FOODS = 500;

export const myFoodNotFound = () => new ApiError(404, 'not-found', 'No food of yours with this id');
export const memberGone = () => unauthorized('Your account no longer exists: please sign in again');

/** The grams and QIS of an amount of a member's food, in grams or in its one portion. */
export interface MyFoodAmount {
  grams: number;
  portions: number | null;
  qis: number;
}

export function myFoodView(row: MyFoodRow): MyFood {
  const portion =
    row.portionLabel !== null && row.portionGrams !== null
      ? {
          label: row.portionLabel,
          grams: row.portionGrams,
          qis: qisFromKcal((row.kcalPer100g * row.portionGrams) / 100),
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    kcalPer100g: row.kcalPer100g,
    qisPer100g: qisFromKcal(row.kcalPer100g),
    portion,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's foods from their labels: the list screen, the diary, recipes and the assistant read them here. */
export class MyFoodsService {
  constructor(private readonly repository: MyFoodsRepository) {}

  async list(memberId: string): Promise<MyFood[]> {
    return (await this.repository.list(memberId)).map(myFoodView);
  }

  /** The stored rows, for the diary's search and the assistant (another member's never). */
  async rows(memberId: string): Promise<MyFoodRow[]> {
    return this.repository.list(memberId);
  }

  async row(memberId: string, id: string): Promise<MyFoodRow> {
    const row = await this.repository.get(memberId, id);
    if (!row) throw myFoodNotFound();
    return row;
  }

  async byIds(memberId: string, ids: readonly string[]): Promise<Map<string, MyFoodRow>> {
    const rows = await this.repository.byIds(memberId, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(memberId: string, request: MyFoodRequest): Promise<MyFood> {
    const inserted = await this.repository.insert(
      {
        memberId,
        name: request.name.trim(),
        kcalPer100g: request.kcalPer100g,
        portionLabel: request.portion?.label.trim() ?? null,
        portionGrams: request.portion?.grams ?? null,
        locale: request.locale as Locale,
      },
      MAX_MY_FOODS,
    );
    if (inserted === 'member-gone') throw memberGone();
    if (inserted === 'full') {
      throw new ApiError(422, 'too-many-foods', `You can keep at most ${MAX_MY_FOODS} foods of your own`);
    }
    return myFoodView(inserted);
  }

  async update(memberId: string, id: string, patch: MyFoodPatch): Promise<MyFood> {
    const changes: MyFoodRowPatch = {};
    if (patch.name !== undefined) changes.name = patch.name.trim();
    if (patch.kcalPer100g !== undefined) changes.kcalPer100g = patch.kcalPer100g;
    if (patch.locale !== undefined) changes.locale = patch.locale as Locale;
    if (patch.portion !== undefined) {
      changes.portionLabel = patch.portion?.label.trim() ?? null;
      changes.portionGrams = patch.portion?.grams ?? null;
    }
    const row = await this.repository.update(memberId, id, changes);
    if (!row) throw myFoodNotFound();
    return myFoodView(row);
  }

  async remove(memberId: string, id: string): Promise<void> {
    const outcome = await this.repository.delete(memberId, id);
    if (outcome === 'not-found') throw myFoodNotFound();
    if (outcome !== 'deleted') {
      const error = conflict(
        'food-in-use',
        `This food is an ingredient of ${outcome.usedBy.map((name) => `“${name}”`).join(', ')}: ` +
          'take it out of those recipes first',
      );
      throw new ApiError(error.statusCode, error.code, error.message, { recipes: outcome.usedBy });
    }
  }
}

/**
 * What an amount of the member's food is worth at `kcalPer100g` (the food's, or the one an entry was
 * written with): grams, or a number of its one portion.
 */
export function myFoodAmount(
  kcalPer100g: number,
  portionGrams: number | null,
  grams: number | undefined,
  portions: number | undefined,
): MyFoodAmount | { invalid: 'grams' | 'portions'; message: string } {
  if ((grams === undefined) === (portions === undefined)) {
    return { invalid: 'grams', message: 'or portions: give exactly one of the two' };
  }
  if (portions !== undefined && portionGrams === null) {
    return { invalid: 'portions', message: 'cannot be used: this food has no portion, give grams' };
  }
  const eaten = portions !== undefined ? portions * portionGrams! : grams!;
  return { grams: eaten, portions: portions ?? null, qis: qisFromKcal((kcalPer100g * eaten) / 100) };
}
