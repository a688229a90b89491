// The public surface of @qis/shared: the contract between the shell and the remotes.
// It is a Module Federation singleton; import from '@qis/shared' only, never from its files.
// The API's types and constants are @qis/contract's. CONTACT_REASONS stays here for one reason: mfe-account
// builds published before it moved read it from this singleton at run time (drop it once none is live).
export { CONTACT_REASONS } from '@qis/contract';
export { baseApi } from './api/baseApi';
export { contractQuery, contractUrl, type ContractRequest } from './api/contractQuery';
export { authApi, useStatusQuery } from './api/authApi';
export { diaryWriteApi, useDiaryAddMutation } from './api/diaryApi';
// Every name of these two modules is public: the list is theirs, not written again here.
export * from './api/myFoodsApi';
export {
  accountApi,
  useAccountChangePasswordMutation,
  useAccountDownloadExportMutation,
  useAccountDeleteMutation,
  useAuthRequestPasswordResetMutation,
  useAuthConfirmPasswordResetMutation,
} from './api/accountApi';
export { apiErrorOf, type ApiErrorAnswer, type ApiErrorDetail } from './api/apiError';
export { isValidEmail } from './signIn/form/validateLogin';
export { attachmentFileName } from './api/attachment';
export { ensureFreshSession, isUnreachable } from './api/sessionFetch';
export { API_BASE } from './api/paths';
export { httpStatusOf } from './api/httpStatus';
export {
  streamCompletion,
  StreamError,
  type StreamCompletionOptions,
  type StreamCompletionResult,
  type StreamErrorReason,
  type StreamStore,
} from './api/completionStream';
export { CSRF_COOKIE, CSRF_HEADER, readCookie } from './api/csrf';
export * from './session/sessionSlice';
export {
  connectivitySlice,
  connectionLost,
  connectionRestored,
  selectIsOffline,
  type ConnectivityState,
} from './session/connectivitySlice';
export { endSession, signOut } from './session/signOut';
export { STORAGE_KEYS, clearBrowserStorage } from './session/storage';
export { isTokenExpired, tokenExpiry } from './session/token';
export { useSignIn } from './session/useSignIn';
export {
  createAppStore,
  rootReducer,
  type AppStore,
  type RootState,
  type AppDispatch,
  type LazyLoadedSlices,
} from './store/createStore';
export { useAppDispatch, useAppSelector } from './store/hooks';
// The i18n instance, the locale helpers, the sign-in call and the stored session: '@qis/shared/sign-in'.
export * from './signIn';
export { useLocale, useLocalizedPath } from './i18n/useLocale';
// The spinner is the one UI piece the screens before sign-in need; the rest of the kit lives in
// '@qis/shared/ui' and the standalone frame in '@qis/shared/standalone', so /login loads neither.
export { Spinner, type SpinnerProps } from './ui/spinner/Spinner';
export * from './router';
export {
  shownInLocale,
  appPath,
  type RouteTable,
  type RouteRow,
  type RouteMenuEntry,
  type ScreenOf,
} from './routing/routeTable';
export { TableRoutes, type TableRoutesProps } from './routing/TableRoutes';
