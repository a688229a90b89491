import { describe, expect, it } from '@jest/globals';
import type { ProfileUpdate, User } from '@qis/contract/api';
import { changedFields } from './useSaveProfile';

describe('changedFields', () => {
  it('answers the fields the member changed, with the values the server saved', () => {
    const before: ProfileUpdate = {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.com',
      birthMonth: 4,
      birthYear: 1988,
      desiredWeight: 72,
      gender: 'female',
    };
    const saved: User = { ...before, memberNumber: 'QIS-1', email: 'new@example.com', desiredWeight: 62 };
    expect(changedFields(before, saved)).toEqual({ email: 'new@example.com', desiredWeight: 62 });
  });
});
