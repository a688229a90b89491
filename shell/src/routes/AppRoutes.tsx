import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@qis/shared';
import { RESET_PASSWORD_PATH } from '@qis/contract';
import { RequireSession } from '../session/RequireSession';
import { LogoutRoute } from '../session/LogoutRoute';
import { LOCALE_BASES, underBase } from './localeBases';
import { PageSpinner } from './PageSpinner';
import { ProtectedCatchAll } from './ProtectedCatchAll';
import {
  loadCallbackPage,
  loadErrorPage,
  loadForgotPasswordPage,
  loadHomePage,
  loadLayout,
  loadLoginPage,
  loadResetPasswordPage,
} from './screens';

const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
const CallbackPage = lazy(() => loadCallbackPage().then((m) => ({ default: m.CallbackPage })));
const Layout = lazy(() => loadLayout().then((m) => ({ default: m.Layout })));
const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
const ErrorPage = lazy(() => loadErrorPage().then((m) => ({ default: m.ErrorPage })));
const ForgotPasswordPage = lazy(() =>
  loadForgotPasswordPage().then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => loadResetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));

/**
 * The shell's routes, once per locale base (see LOCALE_BASES).
 * - `/` goes to /home.
 * - Public: login, callback, logout, and the forgotten password's two screens (the request form and
 *   the mail's link), which a member who cannot sign in must reach.
 * - Everything else is protected: the guard sends a signed-out visitor to /login first. Inside,
 *   home and error are the shell's; any other path goes to ProtectedCatchAll, which hands the
 *   remotes' sections to them and sends an unknown first segment to `/` (so: signed in → /home,
 *   signed out → /login). A remote sends its own unknown sub-paths (`/profile/x`) to /home.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {LOCALE_BASES.map((base) => (
          <Route key={base} path={base}>
            <Route index element={<Navigate to={underBase(base, 'home')} replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="callback" element={<CallbackPage />} />
            <Route path="logout" element={<LogoutRoute />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
            <Route
              element={
                <RequireSession>
                  <Layout />
                </RequireSession>
              }
            >
              <Route path="home" element={<HomePage />} />
              <Route path="error" element={<ErrorPage />} />
              <Route path="*" element={<ProtectedCatchAll />} />
            </Route>
          </Route>
        ))}
      </Routes>
    </Suspense>
  );
}
