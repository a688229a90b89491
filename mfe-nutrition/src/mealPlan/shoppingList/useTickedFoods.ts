import { useCallback, useEffect, useState } from 'react';

/** localStorage: the ticks outlive the tab (a member shops later), one entry per plan. */
export const SHOPPING_LIST_STORAGE_PREFIX = 'nutrition.shoppingList.';

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The foods the member has ticked on the shopping list of one plan, kept in browser storage. */
export function useTickedFoods(planKey: string) {
  const storageKey = SHOPPING_LIST_STORAGE_PREFIX + planKey;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(read(storageKey)));
  useEffect(() => setTicked(new Set(read(storageKey))), [storageKey]);

  const toggle = useCallback(
    (food: string, on: boolean) => {
      setTicked((previous) => {
        const next = new Set(previous);
        if (on) next.add(food);
        else next.delete(food);
        try {
          localStorage.setItem(storageKey, JSON.stringify([...next]));
        } catch {
          // Storage full or disabled: the ticks last as long as the page.
        }
        return next;
      });
    },
    [storageKey],
  );
  return { ticked, toggle };
}
