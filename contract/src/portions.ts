/** The household measures members count in; `portion` is a food table's own serving. */
export const HOUSEHOLD_UNITS = [
  'glass',
  'slice',
  'cup',
  'tablespoon',
  'teaspoon',
  'bowl',
  'piece',
  'portion',
] as const;
export type HouseholdUnit = (typeof HOUSEHOLD_UNITS)[number];
