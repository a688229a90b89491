import type { TSchema } from 'typebox';
import { ChatHistoryQuery, ChatHistoryResponse, ChatSendBody, ChatSendResponse } from './chat';
import {
  ActivitiesSchema,
  CopyBody,
  CopyResponse,
  DaySchema,
  EntryBody,
  EntryResponse,
  EntrySchema,
  FoodsSchema,
  LocaleOnlyQuery,
  PatchBody,
  RecentSchema,
  SearchQuery,
  SettingsBody,
  SettingsSchema,
  SummaryQuery,
  SummarySchema,
} from './diary';
import { SessionBody, SessionResponseSchema, WeekSummarySchema } from './fitnessSessions';
import { FitnessVideosResponseSchema } from './fitnessVideos';
import { FoodListSchema, FoodRowsSchema, FoodSearchBody, LocaleQuery, QisTableSchema } from './foods';
import { MagicMenuBody, MagicMenuResponse } from './magicMenus';
import {
  AlternativesQuery,
  AlternativesResponseSchema,
  MealPlanQuery,
  MealPlanResponseSchema,
} from './mealPlan';
import { UserSchema } from './member';
import { ProfileUpdateBody, WeightHistorySchema, WeightSaveBody } from './profile';
import { ContentLocaleQuery, RecipeSchema } from './recipes';

/** What the contract says of one route: its JSON body, its query and its success answer (status → schema). */
export interface ApiRoute {
  body?: TSchema;
  query?: TSchema;
  response?: Record<number, TSchema>;
}

/**
 * Every route the server documents at /api/docs, as "METHOD /path" (path parameters as {name}). A
 * route with `{}` is in the contract by name only: its schemas are still written in the server's
 * route (auth, contact, status, health, the calculator, the bonus and tip lists, the registry).
 */
export const API_ROUTES = {
  'GET /api/health/live': {},
  'GET /api/health/ready': {},
  'GET /api/auth/csrf': {},
  'POST /api/auth/login': {},
  'POST /api/auth/refresh': {},
  'POST /api/auth/logout': {},
  'GET /api/profile': { response: { 200: UserSchema } },
  'POST /api/profile': { body: ProfileUpdateBody, response: { 200: UserSchema } },
  'GET /api/profile/weight': { response: { 200: WeightHistorySchema } },
  'POST /api/profile/weight': { body: WeightSaveBody, response: { 200: WeightHistorySchema } },
  'POST /api/contact': {},
  'GET /api/status': {},
  'POST /api/food-database': { body: FoodSearchBody, response: { 200: FoodRowsSchema } },
  'GET /api/low-qis': { query: LocaleQuery, response: { 200: FoodListSchema } },
  'GET /api/cholesterol-free': { query: LocaleQuery, response: { 200: FoodListSchema } },
  'GET /api/qis-table/foods': { response: { 200: QisTableSchema } },
  'GET /api/qis/calculate': {},
  'GET /api/meal-plan/create': { query: MealPlanQuery, response: { 200: MealPlanResponseSchema } },
  'GET /api/meal-plan/alternatives': {
    query: AlternativesQuery,
    response: { 200: AlternativesResponseSchema },
  },
  'GET /api/bonus': { query: ContentLocaleQuery },
  'GET /api/tip-of-the-day': { query: ContentLocaleQuery },
  'GET /api/recipe-of-the-day': { query: ContentLocaleQuery, response: { 200: RecipeSchema } },
  'POST /api/chat/message': { body: ChatSendBody, response: { 201: ChatSendResponse } },
  'GET /api/chat/message/{id}': {},
  'GET /api/chat/history': { query: ChatHistoryQuery, response: { 200: ChatHistoryResponse } },
  'DELETE /api/chat/history': {},
  'POST /api/magic-menus': { body: MagicMenuBody, response: { 200: MagicMenuResponse } },
  'POST /api/fitness/sessions': {
    body: SessionBody,
    response: { 200: SessionResponseSchema, 201: SessionResponseSchema },
  },
  'GET /api/fitness/sessions/week': { response: { 200: WeekSummarySchema } },
  'GET /api/fitness/videos': { response: { 200: FitnessVideosResponseSchema } },
  'GET /api/diary/days/{date}': { query: LocaleOnlyQuery, response: { 200: DaySchema } },
  'POST /api/diary/entries': { body: EntryBody, response: { 200: EntryResponse, 201: EntryResponse } },
  'PATCH /api/diary/entries/{id}': {
    body: PatchBody,
    query: LocaleOnlyQuery,
    response: { 200: EntrySchema },
  },
  'DELETE /api/diary/entries/{id}': {},
  'POST /api/diary/copy': { body: CopyBody, query: LocaleOnlyQuery, response: { 200: CopyResponse } },
  'GET /api/diary/summary': { query: SummaryQuery, response: { 200: SummarySchema } },
  'GET /api/diary/foods': { query: SearchQuery, response: { 200: FoodsSchema } },
  'GET /api/diary/activities': { query: LocaleOnlyQuery, response: { 200: ActivitiesSchema } },
  'GET /api/diary/recent': { query: LocaleOnlyQuery, response: { 200: RecentSchema } },
  'GET /api/diary/settings': { response: { 200: SettingsSchema } },
  'PUT /api/diary/settings': { body: SettingsBody, response: { 200: SettingsSchema } },
  'GET /remotes.json': {},
  'GET /route-tables.json': {},
} satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof API_ROUTES;
