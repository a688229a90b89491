import { beforeEach, describe, expect, it } from '@jest/globals';
import type { User } from '@qis/contract/api';
import { createAppStore } from '../store/createStore';
import {
  loggedOut,
  loginFailed,
  loginStarted,
  loginSucceeded,
  selectAccessToken,
  selectIsSignedIn,
  selectRefreshToken,
  selectSessionLoading,
  selectUser,
  tokensRefreshed,
  userUpdated,
} from './sessionSlice';
import { STORAGE_KEYS } from './storage';
import { expectSignedOut } from '../testing';

const member: User = {
  firstName: 'Anna',
  lastName: 'Martin',
  email: 'demo@example.com',
  memberNumber: 'M-1001',
  birthMonth: 5,
  birthYear: 1980,
  desiredWeight: 68,
  gender: 'female',
};
const login = { accessToken: 'access-1', refreshToken: 'refresh-1', user: member };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session slice and its persistence', () => {
  it('starts signed out with empty storage', () => {
    const state = createAppStore().getState();
    expect(selectIsSignedIn(state)).toBe(false);
    expect(selectUser(state)).toBeNull();
    expect(selectSessionLoading(state)).toBe(false);
  });

  it('reads tokens and user from storage at start (keys user, access_token, refresh_token)', () => {
    localStorage.setItem('user', JSON.stringify(member));
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    const state = createAppStore().getState();
    expect(selectUser(state)).toEqual(member);
    expect(selectAccessToken(state)).toBe('stored-access');
    expect(selectRefreshToken(state)).toBe('stored-refresh');
    expect(selectIsSignedIn(state)).toBe(true);
  });

  it('ignores a stored user that is not JSON', () => {
    localStorage.setItem('user', '{broken');
    expect(selectUser(createAppStore().getState())).toBeNull();
  });

  it('marks loading from start to success or failure', () => {
    const store = createAppStore();
    store.dispatch(loginStarted());
    expect(selectSessionLoading(store.getState())).toBe(true);
    store.dispatch(loginFailed());
    expect(selectSessionLoading(store.getState())).toBe(false);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('login stores the access token, the refresh token and the user', () => {
    const store = createAppStore();
    store.dispatch(loginStarted());
    store.dispatch(loginSucceeded(login));
    expect(selectSessionLoading(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toEqual(member);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(member);
  });

  it('a refresh stores the new token pair', () => {
    const store = createAppStore();
    store.dispatch(loginSucceeded(login));
    store.dispatch(tokensRefreshed({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
    expect(selectAccessToken(store.getState())).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('logout clears the state, localStorage and sessionStorage', () => {
    const store = createAppStore();
    store.dispatch(loginSucceeded(login));
    localStorage.setItem('meal-plan', '{}');
    sessionStorage.setItem('remote-registry', '{}');
    store.dispatch(loggedOut());
    expectSignedOut(store);
  });

  it('userUpdated merges the changed fields into the user and persists it', () => {
    const store = createAppStore();
    store.dispatch(loginSucceeded(login));
    store.dispatch(userUpdated({ firstName: 'Annie', desiredWeight: 65 }));
    const expected = { ...member, firstName: 'Annie', desiredWeight: 65 };
    expect(selectUser(store.getState())).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(expected);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });

  it('userUpdated does nothing while signed out', () => {
    const store = createAppStore();
    store.dispatch(userUpdated({ firstName: 'Ghost' }));
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
