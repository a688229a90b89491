import type { Static, TSchema } from 'typebox';
import { QIS_CATEGORIES } from '../constants';
import {
  CsrfResponse,
  LoginBody,
  LoginResponseSchema,
  LogoutResponse,
  RefreshBody,
  TokensSchema,
} from './auth';
import {
  AccountDeletedResponse,
  AccountExportSchema,
  ChangePasswordBody,
  DeleteAccountBody,
  PasswordChangedResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetRequestedResponse,
  PasswordResetResponse,
} from './account';
import { CalculatorQuery, QisCalculationSchema } from './calculator';
import {
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatMessageParams,
  ChatSendBody,
  ChatSendResponse,
  ChatStreamQuery,
} from './chat';
import { ContactBody, ContactResponseSchema } from './contact';
import { BonusListSchema, TipSchema } from './daily';
import {
  ActivitiesSchema,
  CopyBody,
  CopyResponse,
  DayParams,
  DaySchema,
  EntryBody,
  EntryIdParams,
  EntryResponse,
  EntrySchema,
  LocaleOnlyQuery,
  PatchBody,
  RecentSchema,
  SearchQuery,
  SearchResultsSchema,
  SettingsBody,
  SettingsSchema,
  SummaryQuery,
  SummarySchema,
} from './diary';
import {
  MealAddBody,
  MealAddResponse,
  MealBody,
  MealLocaleQuery,
  MealParams,
  MealSchema,
  MealsSchema,
} from './diaryMeals';
import {
  MyFoodBody,
  MyFoodPatchBody,
  MyFoodSchema,
  MyFoodsSchema,
  MyItemParams,
  MyLocaleQuery,
  MyRecipeBody,
  MyRecipePatchBody,
  MyRecipeSchema,
  MyRecipesSchema,
} from './myFoods';
import { SessionBody, SessionResponseSchema, WeekSummarySchema } from './fitnessSessions';
import { FitnessVideosResponseSchema } from './fitnessVideos';
import {
  FoodListSchema,
  FoodRowsSchema,
  FoodSearchBody,
  LocaleQuery,
  QisTableQuery,
  QisTableSchema,
} from './foods';
import { MagicMenuBody, MagicMenuResponse } from './magicMenus';
import {
  AlternativesQuery,
  AlternativesResponseSchema,
  MealPlanQuery,
  MealPlanResponseSchema,
} from './mealPlan';
import { LiveResponseSchema, ReadyResponseSchema } from './health';
import { UserSchema } from './member';
import { DeletedResponse } from './noContent';
import { RegistrySchema, RouteTablesSchema } from './portal';
import { ProfileUpdateBody, WeightHistorySchema, WeightSaveBody } from './profile';
import { ContentLocaleQuery, RecipeSchema } from './recipes';
import { StatusResponseSchema } from './status';

/**
 * What the contract says of one route: its JSON body, its path parameters, its query and its success
 * answer as JSON (status → schema; a Null schema is an answer without a body). The chat stream's
 * answer is server-sent events, not JSON: ChatStreamChunkSchema is one event's data.
 */
export interface ApiRoute {
  body?: TSchema;
  params?: TSchema;
  query?: TSchema;
  response?: Record<number, TSchema>;
}

/** Every route the server documents at /api/docs, as "METHOD /path" (path parameters as {name}). */
export const API_ROUTES = {
  'GET /api/health/live': { response: { 200: LiveResponseSchema } },
  'GET /api/health/ready': { response: { 200: ReadyResponseSchema } },
  'GET /api/auth/csrf': { response: { 204: CsrfResponse } },
  'POST /api/auth/login': { body: LoginBody, response: { 200: LoginResponseSchema } },
  'POST /api/auth/refresh': { body: RefreshBody, response: { 200: TokensSchema } },
  'POST /api/auth/logout': { body: RefreshBody, response: { 204: LogoutResponse } },
  'POST /api/auth/password-reset': {
    body: PasswordResetRequestBody,
    response: { 204: PasswordResetRequestedResponse },
  },
  'POST /api/auth/password-reset/confirm': {
    body: PasswordResetConfirmBody,
    response: { 204: PasswordResetResponse },
  },
  'POST /api/account/password': { body: ChangePasswordBody, response: { 204: PasswordChangedResponse } },
  'GET /api/account/export': { response: { 200: AccountExportSchema } },
  'DELETE /api/account': { body: DeleteAccountBody, response: { 204: AccountDeletedResponse } },
  'GET /api/profile': { response: { 200: UserSchema } },
  'POST /api/profile': { body: ProfileUpdateBody, response: { 200: UserSchema } },
  'GET /api/profile/weight': { response: { 200: WeightHistorySchema } },
  'POST /api/profile/weight': { body: WeightSaveBody, response: { 200: WeightHistorySchema } },
  'POST /api/contact': { body: ContactBody, response: { 201: ContactResponseSchema } },
  'GET /api/status': { response: { 200: StatusResponseSchema } },
  'POST /api/food-database': { body: FoodSearchBody, response: { 200: FoodRowsSchema } },
  'GET /api/low-qis': { query: LocaleQuery, response: { 200: FoodListSchema } },
  'GET /api/cholesterol-free': { query: LocaleQuery, response: { 200: FoodListSchema } },
  'GET /api/qis-table/foods': { query: QisTableQuery(QIS_CATEGORIES), response: { 200: QisTableSchema } },
  'GET /api/qis/calculate': { query: CalculatorQuery, response: { 200: QisCalculationSchema } },
  'GET /api/meal-plan/create': { query: MealPlanQuery, response: { 200: MealPlanResponseSchema } },
  'GET /api/meal-plan/alternatives': {
    query: AlternativesQuery,
    response: { 200: AlternativesResponseSchema },
  },
  'GET /api/bonus': { query: ContentLocaleQuery, response: { 200: BonusListSchema } },
  'GET /api/tip-of-the-day': { query: ContentLocaleQuery, response: { 200: TipSchema } },
  'GET /api/recipe-of-the-day': { query: ContentLocaleQuery, response: { 200: RecipeSchema } },
  'POST /api/chat/message': { body: ChatSendBody, response: { 201: ChatSendResponse } },
  'GET /api/chat/message/{id}': { params: ChatMessageParams, query: ChatStreamQuery },
  'GET /api/chat/history': { query: ChatHistoryQuery, response: { 200: ChatHistoryResponse } },
  'DELETE /api/chat/history': { response: { 204: DeletedResponse } },
  'POST /api/magic-menus': { body: MagicMenuBody, response: { 200: MagicMenuResponse } },
  'POST /api/fitness/sessions': {
    body: SessionBody,
    response: { 200: SessionResponseSchema, 201: SessionResponseSchema },
  },
  'GET /api/fitness/sessions/week': { response: { 200: WeekSummarySchema } },
  'GET /api/fitness/videos': { response: { 200: FitnessVideosResponseSchema } },
  'GET /api/diary/days/{date}': { params: DayParams, query: LocaleOnlyQuery, response: { 200: DaySchema } },
  'POST /api/diary/entries': { body: EntryBody, response: { 200: EntryResponse, 201: EntryResponse } },
  'PATCH /api/diary/entries/{id}': {
    body: PatchBody,
    params: EntryIdParams,
    query: LocaleOnlyQuery,
    response: { 200: EntrySchema },
  },
  'DELETE /api/diary/entries/{id}': { params: EntryIdParams, response: { 204: DeletedResponse } },
  'POST /api/diary/copy': { body: CopyBody, query: LocaleOnlyQuery, response: { 200: CopyResponse } },
  'GET /api/diary/summary': { query: SummaryQuery, response: { 200: SummarySchema } },
  'GET /api/diary/foods': { query: SearchQuery, response: { 200: SearchResultsSchema } },
  'GET /api/diary/activities': { query: LocaleOnlyQuery, response: { 200: ActivitiesSchema } },
  'GET /api/diary/recent': { query: LocaleOnlyQuery, response: { 200: RecentSchema } },
  'GET /api/diary/settings': { response: { 200: SettingsSchema } },
  'PUT /api/diary/settings': { body: SettingsBody, response: { 200: SettingsSchema } },
  'GET /api/diary/meals': { response: { 200: MealsSchema } },
  'POST /api/diary/meals': { body: MealBody, response: { 201: MealSchema } },
  'DELETE /api/diary/meals/{id}': { params: MealParams, response: { 204: DeletedResponse } },
  'POST /api/diary/meals/{id}/add': {
    body: MealAddBody,
    params: MealParams,
    query: MealLocaleQuery,
    response: { 200: MealAddResponse },
  },
  'GET /api/my-foods': { response: { 200: MyFoodsSchema } },
  'POST /api/my-foods': { body: MyFoodBody, response: { 201: MyFoodSchema } },
  'PATCH /api/my-foods/{id}': {
    body: MyFoodPatchBody,
    params: MyItemParams,
    response: { 200: MyFoodSchema },
  },
  'DELETE /api/my-foods/{id}': { params: MyItemParams, response: { 204: DeletedResponse } },
  'GET /api/my-recipes': { query: MyLocaleQuery, response: { 200: MyRecipesSchema } },
  'POST /api/my-recipes': { body: MyRecipeBody, query: MyLocaleQuery, response: { 201: MyRecipeSchema } },
  'PATCH /api/my-recipes/{id}': {
    body: MyRecipePatchBody,
    params: MyItemParams,
    query: MyLocaleQuery,
    response: { 200: MyRecipeSchema },
  },
  'DELETE /api/my-recipes/{id}': { params: MyItemParams, response: { 204: DeletedResponse } },
  'GET /remotes.json': { response: { 200: RegistrySchema } },
  'GET /route-tables.json': { response: { 200: RouteTablesSchema } },
} satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof API_ROUTES;

/**
 * The routes no app calls through RTK Query: probes and the portal's own files (read by the shell and
 * operators), the sign-in calls (plain fetch: they run before the store exists or while it ends) and
 * the chat's answer stream (server-sent events). Every other route may be called from an app, through
 * `contractQuery` in @qis/shared, which refuses these.
 */
export const SERVER_ONLY_ROUTES = [
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/auth/csrf',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/chat/message/{id}',
  'GET /remotes.json',
  'GET /route-tables.json',
] as const satisfies readonly ApiRouteKey[];

/** A route an app may call through RTK Query. */
export type ClientRouteKey = Exclude<ApiRouteKey, (typeof SERVER_ONLY_ROUTES)[number]>;

type RouteEntry<K extends ApiRouteKey> = (typeof API_ROUTES)[K];

/** "GET", "POST"… of a route key. */
export type RouteMethod<K extends ApiRouteKey> = K extends `${infer Method} ${string}` ? Method : never;
/** The path of a route key, its parameters as {name}. */
export type RoutePath<K extends ApiRouteKey> = K extends `${string} ${infer Path}` ? Path : never;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** The names of a route's path parameters (never when it has none). */
export type RouteParamName<K extends ApiRouteKey> = ParamNames<RoutePath<K>>;

/** The JSON body a route takes (never when it takes none). */
export type RouteBody<K extends ApiRouteKey> =
  RouteEntry<K> extends { body: infer Body extends TSchema } ? Static<Body> : never;
/** The query a route takes, as its schema types it (never when it takes none). */
export type RouteQuery<K extends ApiRouteKey> =
  RouteEntry<K> extends { query: infer Query extends TSchema } ? Static<Query> : never;
