import { useCallback, useState } from 'react';
import type { LoginRequest } from '../api/types';
import { useAppDispatch } from '../store/hooks';
import { requestSignIn, type SignInError } from './requestSignIn';
import { loginFailed, loginStarted, loginSucceeded } from './sessionSlice';

/** Signs in against the API and stores the session in the page's store; answers the error kind, or null on success. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<SignInError | null> => {
      setLoading(true);
      dispatch(loginStarted());
      const result = await requestSignIn(credentials);
      setLoading(false);
      if ('session' in result) {
        dispatch(loginSucceeded(result.session));
        return null;
      }
      dispatch(loginFailed());
      return result.error;
    },
    [dispatch],
  );
  return { signIn, isLoading };
}
