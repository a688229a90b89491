import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '../session/RequireSession';
import { LogoutRoute } from '../session/LogoutRoute';
import { LOCALE_BASES, underBase } from './localeBases';
import { PageSpinner } from './PageSpinner';
import { ProtectedCatchAll } from './ProtectedCatchAll';

// Each screen is its own chunk, so /login paints without the layout, the home page or the remotes.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../login/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const CallbackPage = lazy(() =>
  import(/* webpackChunkName: "callback" */ '../callback/CallbackPage').then((m) => ({
    default: m.CallbackPage,
  })),
);
const Layout = lazy(() =>
  import(/* webpackChunkName: "layout" */ '../layout/Layout').then((m) => ({ default: m.Layout })),
);
const HomePage = lazy(() =>
  import(/* webpackChunkName: "home" */ '../home/HomePage').then((m) => ({ default: m.HomePage })),
);
const ErrorPage = lazy(() =>
  import(/* webpackChunkName: "error-page" */ '../error/ErrorPage').then((m) => ({ default: m.ErrorPage })),
);

/**
 * The route table of spec section 2, once per locale base (see LOCALE_BASES).
 * - `/` goes to /home.
 * - Public: login, callback, logout.
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
