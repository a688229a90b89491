import { useCallback } from 'react';
import { useAppDispatch } from '@qis/shared';
import type { WeightHistoryResponse } from '@qis/contract/api';
import { profileApi, useAccountSaveWeightMutation } from '../api';
import type { CalendarDate } from '@qis/contract';
import { toUtcMidnightIso } from '../dates';

/**
 * Saves one weight for a calendar day. The API answers the whole new history, which replaces the
 * chart's cached one: the chart redraws without a second request. Rejects when the save fails.
 */
export function useSaveWeight() {
  const dispatch = useAppDispatch();
  const [saveWeight, { isLoading }] = useAccountSaveWeightMutation();
  const save = useCallback(
    async (weight: number, date: CalendarDate): Promise<WeightHistoryResponse> => {
      const history = await saveWeight({ weight, date: toUtcMidnightIso(date) }).unwrap();
      dispatch(profileApi.util.upsertQueryData('accountGetWeightHistory', undefined, history));
      return history;
    },
    [dispatch, saveWeight],
  );
  return { save, isSaving: isLoading };
}
