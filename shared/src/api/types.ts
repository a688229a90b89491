// The API contract of spec section 7, shared by the API server (mock-api) and every app. The types
// of the answers and requests the server has schemas for are derived from those schemas in
// @qis/contract/api (type-only: no schema code reaches a bundle); the rest are still written here.
export type {
  ActivityLevel,
  ActivityLevelInput,
  ApiError,
  ChatSendRequest,
  ChatSendResponseBody as ChatSendResponse,
  ContentLocale,
  DayPlan,
  FitnessSession,
  FitnessSessionRequest,
  FitnessSessionResponse,
  FitnessVideo,
  FitnessVideosResponse,
  FitnessWeekSummary,
  FoodListRow,
  FoodRow,
  FoodSearchRequest,
  Gender,
  GenderInput,
  MagicMeal,
  MagicMenuRequest,
  MagicMenuResponseBody as MagicMenuResponse,
  MealPlanAlternativesResponse,
  MealPlanResponse,
  MealSlot,
  PlanPortions,
  PlanRecipe,
  QisTableRow,
  Recipe,
  RecipeServing,
  ServedFood,
  User,
  WeightEntry,
  WeightHistoryResponse,
} from '@qis/contract/api';
import type {
  ActivityLevelInput,
  ContentLocale,
  GenderInput,
  MealSlot,
  PlanPortions,
  User,
  WeightEntry,
} from '@qis/contract/api';

export type { Locale } from '@qis/contract';
import type { Locale } from '@qis/contract';

export { SIGNED_IN_HINT_COOKIE } from '@qis/contract';

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

/** POST /api/profile/weight: `date` is an ISO date-time; its UTC calendar day is the entry's day. */
export type WeightSaveRequest = WeightEntry;

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
/** One server-sent event of GET /api/chat/message/{id}, in the OpenAI chunk format; `[DONE]` ends it. */
export interface ChatStreamChunk {
  choices: { delta: { content?: string } }[];
}

// --- nutrition ---------------------------------------------------------------------------------

export interface MealPlanRequest {
  gender: GenderInput;
  age: number;
  activityLevel: ActivityLevelInput;
  weight: number;
  locale: ContentLocale;
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

// --- the remote registry -----------------------------------------------------------------------

export type { RemoteName } from '@qis/contract';
import type { RemoteName } from '@qis/contract';
/** GET /remotes.json: each remote's mf-manifest.json URL. */
export type RemoteRegistry = Record<RemoteName, string>;

export * from './diaryTypes';
