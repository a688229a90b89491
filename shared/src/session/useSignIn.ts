import { useCallback } from 'react';
import type { LoginRequest } from '@qis/contract/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { requestSignIn, type SignInError } from './requestSignIn';
import { loginFailed, loginStarted, loginSucceeded, selectSessionLoading } from './sessionSlice';

/** Signs in against the API and stores the session in the page's store; answers the error kind, or null on success. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector(selectSessionLoading);
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<SignInError | null> => {
      dispatch(loginStarted());
      const result = await requestSignIn(credentials);
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
