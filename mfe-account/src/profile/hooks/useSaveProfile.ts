import { useCallback } from 'react';
import { useAppDispatch, userUpdated } from '@qis/shared';
import { PROFILE_UPDATE_FIELDS } from '@qis/contract';
import type { ProfileResponse, ProfileUpdate } from '@qis/contract/api';
import { profileApi, useAccountUpdateProfileMutation } from '../api';

/** The fields the member changed, with the values the server saved (it may normalise them, e.g. the email). */
export function changedFields(before: ProfileUpdate, saved: ProfileResponse): Partial<ProfileUpdate> {
  const changes: Partial<Record<keyof ProfileUpdate, unknown>> = {};
  for (const field of PROFILE_UPDATE_FIELDS) {
    if (before[field] !== saved[field]) changes[field] = saved[field];
  }
  return changes as Partial<ProfileUpdate>;
}

/**
 * Saves the profile and, on success, merges the changed fields into the signed-in user (the session
 * listener persists it to browser storage) and refreshes the cached profile without another request.
 * Rejects when the save fails, so the caller keeps the member's input.
 */
export function useSaveProfile() {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useAccountUpdateProfileMutation();
  const save = useCallback(
    async (before: ProfileUpdate, profile: ProfileUpdate): Promise<ProfileResponse> => {
      const saved = await update({ profile }).unwrap();
      dispatch(profileApi.util.upsertQueryData('accountGetProfile', undefined, saved));
      dispatch(userUpdated(changedFields(before, saved)));
      return saved;
    },
    [dispatch, update],
  );
  return { save, isSaving: isLoading };
}
