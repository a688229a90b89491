import type { User } from '@qis/contract/api';

/**
 * The one member of the tests: the same person the API seeds as its demo member
 * (mock-api/src/members/seedDemo.ts), so a screen test and a manual check show the same name.
 * The API draws membership numbers at random; this one is fixed so tests can look for it.
 */
export const DEMO_MEMBER: Readonly<User> = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'demo@example.com',
  memberNumber: 'QIS-000123',
  birthMonth: 4,
  birthYear: 1988,
  desiredWeight: 72,
  gender: 'female',
};

/** The demo sign-in of the seeded API, for screens that sign in through the form. */
export const DEMO_PASSWORD = 'demo1234';
