import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  isUnreachable,
  selectIsOffline,
  useAppSelector,
  useDiaryAddMutation,
  useDiaryMealAddMutation,
} from '@qis/shared';
import { showErrorToast } from '@qis/shared/ui';
import { addPending, readPending, removePending, type DiaryWrite, type PendingWrite } from './pendingStore';

const mealCall = ({ mealId, locale, clientId, date, slot }: Extract<DiaryWrite, { kind: 'meal' }>) => ({
  mealId,
  locale,
  clientId,
  date,
  slot,
});

/** The least time between two tries prompted by the portal seeing the API again. */
export const RETRY_MS = 10_000;

export type AddOutcome = 'saved' | 'waiting' | 'refused';

/**
 * The diary's writes, kept in browser storage while the API cannot be reached and sent again when it
 * can (at load, at the browser's `online` event, when the portal sees the API again). Each write
 * carries its client id, so the server stores it once however often it is sent.
 */
export function usePendingWrites() {
  const [add] = useDiaryAddMutation();
  const [addMeal] = useDiaryMealAddMutation();
  const [pending, setPending] = useState<PendingWrite[]>(readPending);
  const offline = useAppSelector(selectIsOffline);
  const flushing = useRef(false);
  const lastTry = useRef(0);

  const send = useCallback(
    async (request: DiaryWrite): Promise<AddOutcome> => {
      // A saved meal's entries go in one call, under the client id the member's tap made.
      const result = request.kind === 'meal' ? await addMeal(mealCall(request)) : await add(request);
      if (!('error' in result) || !result.error) return 'saved';
      return isUnreachable(result.error as FetchBaseQueryError) ? 'waiting' : 'refused';
    },
    [add, addMeal],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    lastTry.current = Date.now();
    try {
      for (const write of readPending()) {
        const outcome = await send(write.request);
        if (outcome === 'waiting') break;
        // Saved, or refused for good (e.g. the day left the window): either way not sent again.
        removePending(write.request.clientId);
        if (outcome === 'refused') showErrorToast();
      }
    } finally {
      flushing.current = false;
      setPending(readPending());
    }
  }, [send]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  // The portal sees the API again after any call that reached it; a write the API still cannot take
  // (a 5xx) would mark it unreachable again at once, so this path tries at most every RETRY_MS.
  useEffect(() => {
    if (!offline && readPending().length > 0 && Date.now() - lastTry.current > RETRY_MS) void flush();
  }, [offline, flush]);

  /** Sends the write now, or keeps it for later when the API cannot be reached. */
  const submit = useCallback(
    async (request: DiaryWrite, name: string, qis: number | null): Promise<AddOutcome> => {
      const outcome = await send(request);
      if (outcome === 'waiting') {
        addPending({ request, name, qis });
        setPending(readPending());
      }
      return outcome;
    },
    [send],
  );

  return { pending, submit };
}
