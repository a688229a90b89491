export { CONTRACT_VERSION } from './version';
export { MyFoodLimits } from './myFoodLimits';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
export {
  besideManifest,
  federationName,
  isRemoteName,
  REMOTE_CONTRACT_FILE,
  REMOTE_NAMES,
  ROUTE_TABLE_FILE,
  ROUTES_EXPOSE,
  type RemoteName,
} from './remotes';
export {
  appPath,
  publishRouteTable,
  ROUTE_TABLE_FORMAT,
  routeTableProblems,
  sectionOf,
  shownInLocale,
  type PublishedRouteTable,
  type RouteLabels,
  type RouteMenuEntry,
  type RouteRow,
  type RouteTable,
  type ScreenOf,
} from './routeTable';
export { contractProblems, manifestProblems, type RemoteContract, type ShellOffer } from './remoteContract';
export { inspectRemoteBuild, type BuildInspection, type LoadText } from './inspectBuild';
export {
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_PASSWORD_PATH,
  type PasswordProblem,
} from './account';
export { HOUSEHOLD_UNITS, type HouseholdUnit } from './portions';
export { KCAL_PER_QIS, qisFromKcal } from './qis';
export { DIARY_DAYS_AHEAD, DIARY_DAYS_BACK, DIARY_LIMITS } from './diaryLimits';
export { entryTotals, type EntryTotals } from './diaryTotals';
// The day type: every name of day.ts is public.
export * from './day';
export { EXERCISE_KEYS, WORKOUT_MINUTES, type ExerciseKey, type VideoCue } from './fitness';
export {
  ACTIVITY_LEVELS,
  CHAT_MESSAGE_MAX_LENGTH,
  CONTACT_REASONS,
  CSRF_COOKIE,
  CSRF_HEADER,
  DIARY_SLOTS,
  PROFILE_UPDATE_FIELDS,
  QIS_CATEGORIES,
  SIGNED_IN_HINT_COOKIE,
  type ActivityLevel,
  type ContactReason,
  type DiarySlot,
  type QisCategory,
} from './constants';
