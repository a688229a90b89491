/**
 * What the diary accepts: the API validates its bodies with these and the diary's forms check them
 * before sending, so a member reads the same bounds in the message as the server enforces.
 */
export const DIARY_LIMITS = {
  grams: { minimum: 1, maximum: 5000 },
  portions: { minimum: 0.25, maximum: 50 },
  factor: { minimum: 0.25, maximum: 5, multipleOf: 0.25 },
  qis: { minimum: 0, maximum: 2000 },
  minutes: { minimum: 1, maximum: 600 },
  name: { minLength: 1, maxLength: 100 },
  searchText: { minLength: 1, maxLength: 100 },
} as const;

/** The days a diary may show and write: a year back, a day ahead (a member's zone may be ahead of the server). */
export const DIARY_DAYS_BACK = 365;
export const DIARY_DAYS_AHEAD = 1;
