import { stripLocale } from '@qis/shared/sign-in';

// The shell's screens, each its own chunk, so /login paints without the layout, the home page or
// the remotes. The loaders are shared by React.lazy and by the preload below.
export const loadLoginPage = () => import(/* webpackChunkName: "login-page" */ '../login/LoginPage');
export const loadCallbackPage = () => import(/* webpackChunkName: "callback" */ '../callback/CallbackPage');
export const loadLayout = () => import(/* webpackChunkName: "layout" */ '../layout/Layout');
export const loadHomePage = () => import(/* webpackChunkName: "home" */ '../home/HomePage');
export const loadErrorPage = () => import(/* webpackChunkName: "error-page" */ '../error/ErrorPage');
export const loadForgotPasswordPage = () =>
  import(/* webpackChunkName: "forgot-password" */ '../password/ForgotPasswordPage');
export const loadResetPasswordPage = () =>
  import(/* webpackChunkName: "reset-password" */ '../password/ResetPasswordPage');

/**
 * Starts downloading the first screen's chunk while React is still starting, instead of after the
 * first render asks for it: one round trip less before the screen appears. Chunk loads are cached,
 * so React.lazy then finds the chunk already on its way.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (path === '/login') void loadLoginPage();
  else if (path === '/callback') void loadCallbackPage();
  else if (path === '/forgot-password') void loadForgotPasswordPage();
  else if (path === '/reset-password') void loadResetPasswordPage();
  else if (path === '/logout') return;
  else if (!signedIn) void loadLoginPage();
  else {
    void loadLayout();
    if (path === '/' || path === '/home') void loadHomePage();
  }
}
