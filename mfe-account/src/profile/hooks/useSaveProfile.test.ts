import { describe, expect, it } from '@jest/globals';
import type { ProfileUpdate, User } from '@qis/shared';
import { changedFields } from './useSaveProfile';

describe('changedFields', () => {
  it('answers the fields the member changed, with the values the server saved', () => {
    const before: ProfileUpdate = {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@example.com',
      birthMonth: 4,
      birthYear: 1985,
      desiredWeight: 65,
      gender: 'female',
    };
    const saved: User = { ...before, memberNumber: 'QIS-1', email: 'new@example.com', desiredWeight: 62 };
    expect(changedFields(before, saved)).toEqual({ email: 'new@example.com', desiredWeight: 62 });
  });
});
