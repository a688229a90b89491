import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { signOut, type AppStore, useLocalizedPath, useNavigate } from '@qis/shared';

/**
 * /logout: the shared sign-out (the API revokes the session's refresh tokens, so a copied token is
 * then worthless; the page ends the session without waiting, so leaving works offline), then /login.
 */
export function LogoutRoute() {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // React runs effects twice in development: the member signs out once.
  const signedOut = useRef(false);

  useEffect(() => {
    if (!signedOut.current) {
      signedOut.current = true;
      signOut(store);
    }
    navigate(localized('/login'), { replace: true });
  }, [store, navigate, localized]);

  return null;
}
