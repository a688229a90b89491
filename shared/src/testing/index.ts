/**
 * `@qis/shared/testing`: the test kit of every app of the portal. Test files only: ESLint refuses
 * it elsewhere, no federation entry lists it, so it never reaches a production bundle.
 *
 * - `renderWithPortal(ui, { path: '/fr/profile' })`: a screen with the portal's store, router, toaster
 *   and i18n in the path's locale, the demo member signed in (see its options for other sessions).
 * - `renderRemoteRoutes(Routes, { path })`: a remote's `./routes` mounted under the locale bases
 *   as the shell mounts it, beside a stand-in for the shell's /home; `fakeRemoteRoutes` is a
 *   stand-in for a remote, for the shell's and the standalone frame's tests.
 * - `installFakeApi({ 'GET /api/x': () => body })`: the API as a handler map (or one function),
 *   recording requests; `fail`, `hold` (then `release` or `fail`), aborts like a browser.
 *   `installMemberApi()` adds the member routes (profile, weight, contact) with state.
 * - `DEMO_MEMBER`, the API's seeded demo member; `tokenExpiringIn`, `fakeJwt`, `storeSession`,
 *   `setCsrfCookie` for sessions; `recipe`, `planRecipe`, `mealPlanResponse` for API-shaped answers.
 * - `heldEventStream()`, `answeredStream(text)`: the chat's streamed answers; `stubMatchMedia(rule)`:
 *   the browser's media queries (jsdom has none).
 *
 * API tests (mock-api) have their own helper: `useTestApp()` in mock-api/test/support.
 */
export { DEMO_MEMBER, DEMO_PASSWORD } from './demoMember';
export { fakeJwt, tokenExpiringIn } from './jwt';
export {
  storeSession,
  signedInStore,
  refreshedRetry,
  expectSignedOut,
  setCsrfCookie,
  clearCsrfCookie,
  TEST_CSRF_TOKEN,
  type StoredSessionSeed,
} from './session';
export {
  installFakeApi,
  jsonResponse,
  type FakeApi,
  type FetchHandler,
  type HeldRoute,
  type HttpMethod,
  type RouteAnswer,
  type RouteHandler,
  type RouteKey,
  type RouteMap,
  type SeenRequest,
} from './fakeApi';
export { installMemberApi, type MemberApi, type MemberApiState } from './memberApi';
export {
  renderWithPortal,
  preparePortal,
  LocationProbe,
  currentLocation,
  type PortalOptions,
} from './renderWithPortal';
export { renderRemoteRoutes, SHELL_HOME_HEADING } from './renderRemoteRoutes';
export { fakeRemoteRoutes } from './fakeRemoteRoutes';
export { recipe, planRecipe, mealPlanResponse } from './fixtures';
export {
  answeredStream,
  completionChunk,
  COMPLETION_DONE,
  eventStreamResponse,
  piecewiseBody,
  bytesCutAt,
  bytesEvery,
  type StreamEnd,
  heldEventStream,
} from './eventStreams';
export { stubMatchMedia } from './matchMedia';
export { translationLeaves, type TranslationTree } from './translationLeaves';
