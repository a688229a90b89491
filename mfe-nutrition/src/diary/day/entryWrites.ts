import type { Locale } from '@qis/contract';
import type { DiaryEntry, DiaryEntryRequest } from '@qis/contract/api';
import { clientId } from '../days';

/** The write that makes the entry again (the undo of a delete): same data, a new client id. */
export function recreateRequest(entry: DiaryEntry, locale: Locale): DiaryEntryRequest {
  const base = { clientId: clientId(), date: entry.date };
  switch (entry.kind) {
    case 'food':
      return {
        ...base,
        kind: 'food',
        slot: entry.slot!,
        foodId: entry.foodId!,
        ...(entry.portions !== null ? { portions: entry.portions } : { grams: entry.grams! }),
        locale,
      };
    case 'recipe':
      return {
        ...base,
        kind: 'recipe',
        slot: entry.slot!,
        recipeId: entry.ref!,
        factor: entry.portions!,
        locale,
      };
    case 'quick':
      return { ...base, kind: 'quick', slot: entry.slot!, name: entry.name, qis: entry.qis };
    case 'activity':
      return { ...base, kind: 'activity', code: entry.ref!, minutes: entry.minutes!, locale };
    case 'my-food':
      return {
        ...base,
        kind: 'my-food',
        slot: entry.slot!,
        myFoodId: entry.ref!,
        ...(entry.portions !== null ? { portions: entry.portions } : { grams: entry.grams! }),
        locale,
      };
    case 'my-recipe':
      return {
        ...base,
        kind: 'my-recipe',
        slot: entry.slot!,
        myRecipeId: entry.ref!,
        servings: entry.portions!,
        locale,
      };
  }
}
