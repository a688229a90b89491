import { useEffect } from 'react';
import { useAppDispatch, useLocalizedPath, useNavigate } from '@qis/shared';
import { endSession } from './endSession';

/** /logout: ends the session and goes to /login. */
export function LogoutRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  useEffect(() => {
    endSession(dispatch);
    navigate(localized('/login'), { replace: true });
  }, [dispatch, navigate, localized]);

  return null;
}
