import { qisFromKcal, type Locale } from '@qis/contract';
import type { DiaryEntryPatch, DiaryEntryRequest } from '@qis/contract/api';
import { ApiError, invalidField } from '../http/apiError';
import type { MyRecipesService } from '../myFoods/recipes';
import { myFoodAmount, type MyFoodsService } from '../myFoods/service';
import type { DiaryRow, NewDiaryRow } from './repository';

type OwnRequest = Extract<DiaryEntryRequest, { kind: 'my-food' | 'my-recipe' }>;

export interface OwnDeps {
  myFoods: MyFoodsService;
  myRecipes: MyRecipesService;
}

function checkedAmount(...args: Parameters<typeof myFoodAmount>) {
  const amount = myFoodAmount(...args);
  if ('invalid' in amount) throw invalidField(amount.invalid, amount.message);
  return amount;
}

/**
 * The row of an entry of the member's own food or recipe: its name, its QIS, and the kcal it counts
 * at (per 100 g, per serving) as they are now. The entry keeps them: editing or deleting the food
 * or recipe later never rewrites a day already written.
 */
export async function ownEntryRow(
  deps: OwnDeps,
  base: Pick<NewDiaryRow, 'memberId' | 'clientId' | 'day'>,
  request: OwnRequest,
  locale: Locale,
): Promise<NewDiaryRow> {
  if (request.kind === 'my-food') {
    const food = await deps.myFoods.row(base.memberId, request.myFoodId);
    const amount = checkedAmount(food.kcalPer100g, food.portionGrams, request.grams, request.portions);
    return {
      ...base,
      kind: 'my-food',
      slot: request.slot,
      ref: food.id,
      name: food.name,
      unitKcal: food.kcalPer100g,
      ...amount,
    };
  }
  const recipe = await deps.myRecipes.serving(base.memberId, request.myRecipeId, locale);
  return {
    ...base,
    kind: 'my-recipe',
    slot: request.slot,
    ref: request.myRecipeId,
    name: recipe.name,
    portions: request.servings,
    unitKcal: recipe.kcalPerServing,
    qis: qisFromKcal(recipe.kcalPerServing * request.servings),
  };
}

/**
 * A new amount of an own food or recipe entry, counted at the kcal the entry was written with. A
 * number of portions takes the portion the entry was written with, else the food's as it is now.
 */
export async function ownEntryAmount(
  deps: OwnDeps,
  row: DiaryRow,
  patch: DiaryEntryPatch,
): Promise<Partial<Pick<DiaryRow, 'grams' | 'portions' | 'qis'>>> {
  const unitKcal = row.unitKcal;
  if (unitKcal === null) {
    throw new ApiError(422, 'entry-without-energy', 'This entry has no energy value: delete and add again');
  }
  if (row.kind === 'my-recipe') {
    if (patch.servings === undefined) return {};
    return { portions: patch.servings, qis: qisFromKcal(unitKcal * patch.servings) };
  }
  if (patch.grams === undefined && patch.portions === undefined) return {};
  let portionGrams = row.portions !== null && row.grams !== null ? row.grams / row.portions : null;
  if (portionGrams === null && patch.portions !== undefined && row.ref) {
    portionGrams = (await deps.myFoods.row(row.memberId, row.ref).catch(() => null))?.portionGrams ?? null;
  }
  return checkedAmount(unitKcal, portionGrams, patch.grams, patch.portions);
}
