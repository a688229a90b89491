import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, RefreshResponse, User } from '@qis/contract/api';
import { readStoredSession } from './storage';

/** Why the page ended a session, when the login page should say so: the member deleted their account. */
export type SignOutReason = 'account-deleted';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  loading: boolean;
  /** Set by the sign-out that has something to tell the login page; gone at the next sign-in. */
  endedBecause?: SignOutReason;
}

function initialState(): SessionState {
  return { ...readStoredSession(), loading: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loginStarted(state) {
      state.loading = true;
      delete state.endedBecause;
    },
    loginSucceeded(state, action: PayloadAction<LoginResponse>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.loading = false;
    },
    loginFailed(state) {
      state.loading = false;
    },
    tokensRefreshed(state, action: PayloadAction<RefreshResponse>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    /** A profile update merges the changed fields into the stored user, so the header's name follows at once. */
    userUpdated(state, action: PayloadAction<Partial<User>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /**
     * Ends the session. The guard ends a missing session again on its way to /login: a reason given
     * first survives that second, bare sign-out, so the login page can still tell the member why.
     */
    loggedOut(state, action: PayloadAction<SignOutReason | undefined>) {
      const endedBecause = action.payload ?? (state.accessToken === null ? state.endedBecause : undefined);
      return {
        user: null,
        accessToken: null,
        refreshToken: null,
        loading: false,
        ...(endedBecause ? { endedBecause } : {}),
      };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
    selectSessionLoading: (state) => state.loading,
    selectIsSignedIn: (state) => state.accessToken !== null,
    selectSignOutReason: (state) => state.endedBecause ?? null,
  },
});

export const { loginStarted, loginSucceeded, loginFailed, tokensRefreshed, userUpdated, loggedOut } =
  sessionSlice.actions;
export const {
  selectUser,
  selectAccessToken,
  selectRefreshToken,
  selectSessionLoading,
  selectIsSignedIn,
  selectSignOutReason,
} = sessionSlice.selectors;
