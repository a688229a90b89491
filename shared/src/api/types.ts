// The API contract of spec section 7, shared by the API server (mock-api) and every app.
// Changing a type here is changing the contract: both sides must follow.

export type { Locale } from '@qis/contract';
import type { Locale } from '@qis/contract';

export { SIGNED_IN_HINT_COOKIE } from '@qis/contract';
/** The meal-plan request also accepts pt and it (they fall back to en content). */
export type ContentLocale = Locale | 'pt' | 'it';

/** Reading B of the spec's gender enumeration; the API also accepts reading A (maennlich / weiblich). */
export type Gender = 'male' | 'female';
export type GenderInput = Gender | 'maennlich' | 'weiblich';

/** Reading B of the activity levels; the API also accepts reading A (sehr-inaktiv, sitzend, …). */
export type ActivityLevel = 'very-inactive' | 'sitting' | 'high-work' | 'high-work-leisure';
export type ActivityLevelInput =
  ActivityLevel | 'sehr-inaktiv' | 'sitzend' | 'hoch-arbeit' | 'hoch-arbeit+freizeit';

/** Every 4xx/5xx answer of the API has this shape. */
export interface ApiError {
  /** A stable machine-readable code, e.g. "validation", "unauthorized", "expired", "csrf". */
  error: string;
  /** A sentence a person can read. */
  message: string;
  details?: unknown;
}

/** The signed-in member, as kept in browser storage under the key `user`. */
export interface User {
  firstName: string;
  lastName: string;
  email: string;
  /** Read-only: the API refuses to change it. */
  memberNumber: string;
  birthMonth: number | null;
  birthYear: number | null;
  desiredWeight: number | null;
  gender: Gender | null;
}

/** The fields a member may change (POST /api/profile {profile}). */
export type ProfileUpdate = Pick<
  User,
  'firstName' | 'lastName' | 'email' | 'birthMonth' | 'birthYear' | 'desiredWeight' | 'gender'
>;

// --- /api/auth -------------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  pass: string;
}
export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  user: User;
}
export interface RefreshRequest {
  refreshToken: string;
}
export interface RefreshResponse {
  accessToken: string;
  refreshToken: string;
}

// --- /api/profile ------------------------------------------------------------------------------

export interface ProfileUpdateRequest {
  profile: ProfileUpdate;
}
/** GET /api/profile and POST /api/profile answer the member's whole profile. */
export type ProfileResponse = User;

export interface WeightEntry {
  /** ISO date-time at UTC midnight of the calendar day the weight belongs to. */
  date: string;
  /** Kilograms. */
  weight: number;
}
/** POST /api/profile/weight: `date` is an ISO date-time; its UTC calendar day is the entry's day. */
export type WeightSaveRequest = WeightEntry;
/** GET /api/profile/weight: sorted ascending by date, one entry per calendar day. */
export type WeightHistoryResponse = WeightEntry[];

// --- /api/contact ------------------------------------------------------------------------------

export type ContactReason = 'concept' | 'meal-plan' | 'qis' | 'bonus-points' | 'improvement' | 'other';
export const CONTACT_REASONS: readonly ContactReason[] = [
  'concept',
  'meal-plan',
  'qis',
  'bonus-points',
  'improvement',
  'other',
];

export interface ContactRequest {
  name: string;
  email: string;
  reason: ContactReason;
  reference?: string;
  membershipNumber: string;
  message: string;
  locale: Locale;
}
export interface ContactResponse {
  id: string;
}

// --- /api/status -------------------------------------------------------------------------------

export interface StatusResponse {
  /** Members active in the last 5 minutes. */
  activeUsers: number;
}

// --- /api/chat (coaching) ----------------------------------------------------------------------

/** Where an answer stands: `stopped` when the member stopped it, `failed` when it could not be made. */
export type ChatStatus = 'pending' | 'answering' | 'done' | 'stopped' | 'failed';
/** One exchange of GET /api/chat/history (oldest first, the latest 100; `?before=<timestamp>` pages back). */
export interface ChatMessage {
  id?: string;
  timestamp: string;
  human: string;
  ai: string;
  status?: ChatStatus;
  /** Client only: the answer is being streamed. */
  loading?: boolean;
}
export interface ChatSendRequest {
  /** 1 to 2,000 characters after trimming. */
  message: string;
  /** The page's locale: the answer's language when the question's own is unclear. */
  locale?: Locale;
}
export interface ChatSendResponse {
  id: string;
}
/** One server-sent event of GET /api/chat/message/{id}, in the OpenAI chunk format; `[DONE]` ends it. */
export interface ChatStreamChunk {
  choices: { delta: { content?: string } }[];
}

// --- /api/magic-menus (coaching) ---------------------------------------------------------------

export type MagicMeal = 'Breakfast' | 'Main Course' | 'Snack';
export interface MagicMenuRequest {
  meal: MagicMeal;
  like?: string;
  dislike?: string;
  info?: string;
  locale: Locale;
}
export interface MagicMenuResponse {
  /** HTML: always sanitised before it is shown. */
  recipe: string;
  /** The title as plain text and the QIS of one portion: menus are not stored, "I ate this" writes these. */
  name: string;
  qisPerPortion: number;
}

// --- nutrition ---------------------------------------------------------------------------------

export interface MealPlanRequest {
  gender: GenderInput;
  age: number;
  activityLevel: ActivityLevelInput;
  weight: number;
  locale: ContentLocale;
}

export interface Recipe {
  id: string;
  name: string;
  /** Energy of one portion in kcal, computed from the food catalogue; shown as QIS. */
  kcal: number;
  qis: number;
  /** Portions. */
  people: number;
  ingredients: string;
  preparation: string;
  copyright: string;
}

/** What the member eats of a plan's recipe: the recipe serves `people` portions, the member eats `factor`. */
export interface RecipeServing {
  /** Portions eaten: 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5 or 3. */
  factor: number;
  /** Energy of what is eaten, kcal (may end in .25, .5, .75) and QIS. */
  kcal: number;
  qis: number;
  /** Each ingredient line of the recipe with the grams of the member's share (grams × factor ÷ people). */
  ingredients: { text: string; grams: number; food: ServedFood }[];
}

/** The catalogue food of an ingredient line: a shopping list adds up the same food across recipes. */
export interface ServedFood {
  /** "<source>:<code>" */
  key: string;
  name: string;
  /** One of the 22 QIS-table category ids, null for a food outside them. */
  category: string | null;
}

export interface PlanRecipe extends Recipe {
  serving: RecipeServing;
}

/** How a plan's portions are served: whole portions, scaled portions, scaled portions and a second snack. */
export type PlanPortions = 'whole' | 'scaled' | 'extra-snack';

export interface DayPlan {
  breakfast: PlanRecipe;
  lunch: PlanRecipe;
  dinner: PlanRecipe;
  snacks: PlanRecipe;
  /** A second, different snack on a day whose range needs it. */
  secondSnack?: PlanRecipe;
  /** kcal of the portions served, rounded; `totalQis` is round(exact kcal / 12). */
  totalCalories: number;
  totalQis: number;
}

/** GET /api/qis/calculate: the QIS calculator's answer (the same energy module as the meal plan). */
export interface QisCalculation {
  bmr: number;
  min: number;
  max: number;
  rangeNote?: string;
  /** How a meal plan for this range is served; `range-unreachable`: no plan of the recipes reaches it. */
  mealPlan?: PlanPortions | 'range-unreachable';
}

export interface MealPlanResponse {
  /** The daily QIS need. */
  bmr: number;
  /** The recommended range the plan is built in, in QIS. */
  min: number;
  max: number;
  /** Indexed by weekday, 0 = Monday … 6 = Sunday. */
  mealPlans: DayPlan[];
  /** The exact number of day combinations whose total lies in the range. */
  combinations: number;
  /** Set when the range had to be adjusted (e.g. the formula's range would be inverted), with the reason. */
  rangeNote?: string;
  portions: PlanPortions;
}

/** A place of a plan's day a recipe can be swapped in (the snack column may hold a second snack). */
export type MealSlot = 'breakfast' | 'lunch' | 'dinner' | 'snacks' | 'secondSnack';

/** GET /api/meal-plan/alternatives: the questionnaire's answers, the day (each place "<recipe id>:<factor>") and the slot. */
export interface MealPlanAlternativesRequest extends MealPlanRequest {
  day: number;
  slot: MealSlot;
  breakfast: string;
  lunch: string;
  dinner: string;
  snacks: string;
  secondSnack?: string;
}

/** The recipes that can take a slot's place and keep the day in the range; empty when none can. */
export interface MealPlanAlternativesResponse {
  day: number;
  slot: MealSlot;
  min: number;
  max: number;
  portions: PlanPortions;
  current: { totalCalories: number; totalQis: number };
  alternatives: { recipe: PlanRecipe; totalCalories: number; totalQis: number }[];
}

export interface FoodSearchRequest {
  searchText: string;
  details: boolean;
  locale: Locale;
}
export interface FoodRow {
  name: string;
  /** kcal per 100 g; null where the source does not know it. */
  calories: number | null;
  /** g per 100 g; null where the source does not know it. */
  fat: number | null;
}
export interface FoodListRow {
  name: string;
  calories: number;
}
export interface QisTableRow {
  name: string;
  amount: string;
  qis: number;
}
export interface BonusActivity {
  activity: string;
  minutes: number;
  qis: number;
}
export interface Tip {
  title: string;
  body: string;
}

// --- fitness ------------------------------------------------------------------------------------

// The exercises, workout lengths and cues are the contract's (@qis/contract), written once.
export { EXERCISE_KEYS, WORKOUT_MINUTES, type ExerciseKey, type VideoCue } from '@qis/contract';
import type { ExerciseKey, VideoCue } from '@qis/contract';

export type VideoKind = 'exercise' | 'workout';
/** GET /api/fitness/videos: one video of the studio, with URLs resolved for this deployment. */
export interface FitnessVideo {
  /** 1 to 11 within its kind. */
  id: number;
  kind: VideoKind;
  /** The exercise's key, or for a workout its length in minutes (workout titles are "About N minutes - workout" + nickname). */
  exercise?: ExerciseKey;
  minutes?: number;
  durationSeconds: number;
  /** null when the file is missing on this deployment: the card says so. */
  video: { url: string; bytes: number; type: string } | null;
  poster: { url: string } | null;
  /** WebVTT tracks naming the current and next exercise. */
  captions: { locale: Locale; url: string }[];
  cues: VideoCue[];
  /** true for the animated demonstrations the build renders; false for real footage. */
  demonstration: boolean;
}
export interface FitnessVideosResponse {
  videos: FitnessVideo[];
}

/** POST /api/fitness/sessions: a guided workout the member finished (one per member, workout and start). */
export interface FitnessSessionRequest {
  /** The workout video's id, 1 to 11. */
  workoutId: number;
  /** ISO date-times; completedAt is after startedAt and not in the future. */
  startedAt: string;
  completedAt: string;
}
export interface FitnessSession extends FitnessSessionRequest {
  id: string;
  durationSeconds: number;
  /** The QIS the workout earned at the member's latest weight when it was recorded. */
  qis: number;
}
/** GET /api/fitness/sessions/week: the current ISO week (Monday 00:00 UTC onwards). */
export interface FitnessWeekSummary {
  count: number;
  /** The advice: about 2 workouts a week. */
  target: number;
  qisEarned: number;
  /** ISO date-time of Monday 00:00 UTC. */
  weekStart: string;
}
export interface FitnessSessionResponse {
  session: FitnessSession;
  /** false when the same session had been recorded before (a retried request): it counts once. */
  created: boolean;
  week: FitnessWeekSummary;
}

// --- the remote registry -----------------------------------------------------------------------

export type RemoteName = 'mfe-coaching' | 'mfe-nutrition' | 'mfe-fitness' | 'mfe-account';
/** GET /remotes.json: each remote's mf-manifest.json URL. */
export type RemoteRegistry = Record<RemoteName, string>;

export * from './diaryTypes';
