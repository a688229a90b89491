import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Spinner,
  loginSucceeded,
  useAppDispatch,
  useLocalizedPath,
  useLocation,
  useNavigate,
  VisuallyHidden,
} from '@qis/shared';
import { CALLBACK_NS } from './i18n';
import { hasCallbackParams, readCallback, withoutCallbackParams } from './readCallback';
import './callback.css';

/** How long the callback's message stays before the redirect: long enough to read, longer for a failure. */
export const SUCCESS_REDIRECT_MS = 1000;
export const FAILURE_REDIRECT_MS = 2000;

const MESSAGE_KEYS = { success: 'success', missingToken: 'missingToken', parseError: 'parseError' } as const;

/**
 * /callback: the return from the authentication provider, with the tokens in the query.
 * Success stores the session and goes to /dashboard, which the route rules send on to /home.
 */
export function CallbackPage() {
  const { t } = useTranslation(CALLBACK_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const localized = useLocalizedPath();
  // Read once: the query is wiped from the address bar right below.
  const [outcome] = useState(() => readCallback(location.search));

  // Before anything else, and before the first paint: tokens must leave the address bar and the
  // history entry (replace, not push), where extensions, screenshots and shared links could see them.
  // The router only listens to history once its own layout effect has run (after this one), so the
  // address is cleaned directly here and the router is told in the effect below.
  useLayoutEffect(() => {
    const { search, pathname, hash } = window.location;
    if (!hasCallbackParams(search)) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutCallbackParams(search)}${hash}`,
    );
  }, []);

  useEffect(() => {
    if (!hasCallbackParams(location.search)) return;
    navigate(
      { pathname: location.pathname, search: withoutCallbackParams(location.search), hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);

  useEffect(() => {
    if (outcome.kind === 'success') dispatch(loginSucceeded(outcome.credentials));
    const succeeded = outcome.kind === 'success';
    const timer = setTimeout(
      () => navigate(localized(succeeded ? '/dashboard' : '/login'), { replace: true }),
      succeeded ? SUCCESS_REDIRECT_MS : FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, dispatch, navigate, localized]);

  const message = t(MESSAGE_KEYS[outcome.kind]);
  return (
    <main className="shell-callback">
      <VisuallyHidden as="h1">{t('title')}</VisuallyHidden>
      {outcome.kind === 'success' ? (
        <div className="shell-callback__message">
          <Spinner label={message} />
        </div>
      ) : (
        <p className="shell-callback__message shell-callback__message--error" role="alert">
          {message}
        </p>
      )}
    </main>
  );
}
