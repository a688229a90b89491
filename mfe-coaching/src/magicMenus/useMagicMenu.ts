import { useCallback, useRef, useState } from 'react';
import { httpStatusOf, useLocale } from '@qis/shared';
import type { MagicMeal, MagicMenuResponseBody as MagicMenuResponse } from '@qis/contract/api';
import { showErrorToast } from '@qis/shared/ui';
import { useCoachingCreateMagicMenuMutation } from './api';
import { wishesForRequest, type Wishes } from './meals';

export type MagicMenuState =
  | { phase: 'idle'; rateLimited: boolean }
  | { phase: 'loading'; meal: MagicMeal }
  | { phase: 'ready'; meal: MagicMeal; menu: MagicMenuResponse };

/**
 * Makes a recipe for a meal: the loading modal while it is made, then the recipe. On failure the
 * loading modal closes first, then the error toast shows; too many requests also say so on the page.
 */
export function useMagicMenu() {
  const locale = useLocale();
  const [create] = useCoachingCreateMagicMenuMutation();
  const [state, setState] = useState<MagicMenuState>({ phase: 'idle', rateLimited: false });
  // The request whose answer the screen waits for; closing the loading modal forgets it.
  const current = useRef(0);

  const make = useCallback(
    async (meal: MagicMeal, wishes: Wishes) => {
      const request = (current.current += 1);
      setState({ phase: 'loading', meal });
      try {
        const menu = await create({ meal, ...wishesForRequest(wishes), locale }).unwrap();
        if (request === current.current) setState({ phase: 'ready', meal, menu });
      } catch (error) {
        if (request !== current.current) return;
        setState({ phase: 'idle', rateLimited: httpStatusOf(error) === 429 });
        showErrorToast();
      }
    },
    [create, locale],
  );

  const close = useCallback(() => {
    current.current += 1;
    setState({ phase: 'idle', rateLimited: false });
  }, []);
  return { state, make, close };
}
