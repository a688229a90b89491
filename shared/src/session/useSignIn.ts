import { useCallback } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useLoginMutation } from '../api/authApi';
import type { LoginRequest } from '../api/types';
import { useAppDispatch } from '../store/hooks';
import { loginFailed, loginStarted, loginSucceeded } from './sessionSlice';

/** Why a sign-in failed, as the login form tells the member: an expired link, wrong credentials, or anything else. */
export type SignInError = 'expired' | 'invalid' | 'unexpected';

export function signInErrorOf(error: unknown): SignInError {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  if (status === 400) return 'expired';
  if (typeof status === 'number') return 'invalid';
  // A body that is not JSON still came with an HTTP status: that is an HTTP error too.
  if (status === 'PARSING_ERROR') return 'invalid';
  return 'unexpected';
}

/** Signs in against the API and stores the session; answers the error kind, or null on success. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<SignInError | null> => {
      dispatch(loginStarted());
      const result = await login(credentials);
      if ('data' in result && result.data) {
        dispatch(loginSucceeded(result.data));
        return null;
      }
      dispatch(loginFailed());
      return signInErrorOf(result.error);
    },
    [dispatch, login],
  );
  return { signIn, isLoading };
}
