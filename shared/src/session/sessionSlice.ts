import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, RefreshResponse, User } from '@qis/contract/api';
import { readStoredSession } from './storage';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  loading: boolean;
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
    loggedOut() {
      return { user: null, accessToken: null, refreshToken: null, loading: false };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
    selectSessionLoading: (state) => state.loading,
    selectIsSignedIn: (state) => state.accessToken !== null,
  },
});

export const { loginStarted, loginSucceeded, loginFailed, tokensRefreshed, userUpdated, loggedOut } =
  sessionSlice.actions;
export const { selectUser, selectAccessToken, selectRefreshToken, selectSessionLoading, selectIsSignedIn } =
  sessionSlice.selectors;
