/** The double-submit anti-forgery cookie the API issues on any GET, and the header it expects back on every non-GET. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A cookie that says only "this browser holds a session" (the tokens stay in localStorage): the server
 * answers `/` with the prerendered login to a browser without it.
 */
export const SIGNED_IN_HINT_COOKIE = 'qis-signed-in';

/** Why a member writes to support (the contact form's reasons, in the order it lists them). */
export const CONTACT_REASONS = [
  'concept',
  'meal-plan',
  'qis',
  'bonus-points',
  'improvement',
  'other',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** The longest chat question, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/**
 * The QIS table's 22 food categories, in the order the member picks from. The values are the API's
 * German ids; each locale's name is in the nutrition remote's qis translations (`table.categories.<id>`).
 */
export const QIS_CATEGORIES = [
  'Alkoholische Getränke',
  'Backwaren',
  'Eier',
  'Fisch und Meeresfrüchte',
  'Geflügel',
  'Gemüse',
  'Getreide',
  'Hammel und Lamm',
  'Kalb',
  'Käse',
  'Milchprodukte',
  'Nüsse und Samen',
  'Obst',
  'Pflanzliche Fette und Öle',
  'Pilze',
  'Rind',
  'Schwein',
  'Süßwaren',
  'Säfte',
  'Tierische Fette',
  'Wurstwaren',
  'Fast Food',
] as const;
export type QisCategory = (typeof QIS_CATEGORIES)[number];

/** The profile fields a member may change (the account form; POST /api/profile {profile}). */
export const PROFILE_UPDATE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'birthMonth',
  'birthYear',
  'desiredWeight',
  'gender',
] as const;

/** The diary's four places of a day, in the day's order (the API's slot). */
export const DIARY_SLOTS = ['morning', 'noon', 'evening', 'snack'] as const;
export type DiarySlot = (typeof DIARY_SLOTS)[number];

/** The activity levels, reading B of the spec (the API also accepts reading A: sehr-inaktiv, sitzend, …). */
export const ACTIVITY_LEVELS = ['very-inactive', 'sitting', 'high-work', 'high-work-leisure'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
