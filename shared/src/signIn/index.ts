// What the screens before sign-in need, without the store, the API layer or the router: the login is
// the first screen and must run on as little JavaScript as possible. The portal's code (the store,
// RTK Query, react-router, the remotes) is loaded after sign-in. Every module here is also part of
// '@qis/shared', so a page that loads both gets one copy of each (one i18next instance).
export { i18n, initI18n, registerTranslations, COMMON_NS, type Translations } from '../i18n/i18n';
export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  localeFromPath,
  stripLocale,
  switchLocale,
  localizePath,
} from '../i18n/locales';
export {
  compareText,
  formatNumber,
  formatDate,
  formatList,
  languageName,
  useFormatNumber,
  useFormatDate,
} from '../i18n/format';
// The portal's one button style; the login's submit is its first use.
import '../ui/button/button.css';
// Before sign-in too: the login's language links name each language for screen readers.
export { VisuallyHidden, type VisuallyHiddenProps } from '../ui/visuallyHidden/VisuallyHidden';
export { requestSignIn, signInErrorOf, type SignInError, type SignInResult } from '../session/requestSignIn';
export { readStoredSession, writeStoredSession } from '../session/storage';
// The one login form, the shell's login screen's and the standalone frame's.
export { LoginForm, type LoginFormProps } from './form/LoginForm';
export { PASSWORD_MIN_LENGTH } from './form/validateLogin';
