import { useEffect, useRef } from 'react';
import {
  selectRefreshToken,
  useAppDispatch,
  useAppSelector,
  useLocalizedPath,
  useLogoutMutation,
  useNavigate,
} from '@qis/shared';
import { endSession } from './endSession';

/**
 * /logout: tells the API to revoke the session's refresh tokens (a copied token is then worthless),
 * ends the session here and goes to /login. The page does not wait for the API: leaving works offline.
 */
export function LogoutRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // The token the member had when they chose to leave: ending the session clears it from the store.
  const refreshToken = useRef(useAppSelector(selectRefreshToken));
  const [revoke] = useLogoutMutation();

  useEffect(() => {
    const token = refreshToken.current;
    refreshToken.current = null;
    endSession(dispatch, token ? revoke({ refreshToken: token }).unwrap() : undefined);
    navigate(localized('/login'), { replace: true });
  }, [dispatch, navigate, localized, revoke]);

  return null;
}
