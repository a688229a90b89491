import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import {
  Spinner,
  endSession,
  ensureFreshSession,
  isTokenExpired,
  selectAccessToken,
  useAppDispatch,
  useAppSelector,
  useLocalizedPath,
  type AppStore,
  useLocation,
  useNavigate,
} from '@qis/shared';
import { useTranslation } from 'react-i18next';
import { SESSION_NS } from './i18n';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The guard of every protected route:
 * - no access token → logout and /login;
 * - an expired access token → one refresh; refused → logout and /login; the API out of reach → the
 *   session is kept (the offline notice says so) and the refresh is retried when the network returns;
 * - the session ending while inside (a 401 the refresh could not cure clears the token) → /login.
 * Expiry is checked again on each navigation. Once the member is in, a background refresh keeps
 * the screen mounted instead of flashing a spinner over it.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SESSION_NS);
  const token = useAppSelector(selectAccessToken);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();

  const fresh = token !== null && !isTokenExpired(token);
  const [admitted, setAdmitted] = useState(fresh);
  if (fresh && !admitted) setAdmitted(true);
  if (token === null && admitted) setAdmitted(false);

  useEffect(() => {
    if (token === null) {
      endSession(dispatch);
      navigate(localized('/login'), { replace: true });
      return;
    }
    if (!isTokenExpired(token)) return;
    let current = true;
    void ensureFreshSession(store).then((ok) => {
      if (!current) return;
      // Refused: ending the session clears the token, and the branch above runs. Kept (refreshed, or the
      // API out of reach): the member goes on; the screens show their own load errors while offline.
      if (ok) setAdmitted(true);
      else endSession(dispatch);
    });
    return () => {
      current = false;
    };
    // pathname: each navigation re-checks the expiry of a token that was fresh when admitted.
  }, [token, pathname, store, dispatch, navigate, localized]);

  if (token === null) return null;
  if (!admitted) {
    return (
      <div className="shell-page-spinner">
        <Spinner label={t('checking')} />
      </div>
    );
  }
  return children;
}
