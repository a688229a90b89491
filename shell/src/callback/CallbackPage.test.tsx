import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, initI18n, BrowserRouter, Route, Routes } from '@qis/shared';
import { DEMO_MEMBER, LocationProbe } from '@qis/shared/testing';
import { CallbackPage } from './CallbackPage';

/** Opens the callback the way the provider does: a real address in the page's history. */
function openCallback(query: Record<string, string>, base = '') {
  window.history.pushState({}, '', `${base}/callback?${new URLSearchParams(query).toString()}`);
  initI18n(base === '/fr' ? 'fr' : 'en');
  const store = createAppStore();
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/callback" element={<CallbackPage />} />
          <Route path="/fr/callback" element={<CallbackPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </BrowserRouter>
    </Provider>,
  );
  return store;
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('auth callback', () => {
  it('removes the tokens from the address bar and replaces the history entry at once', () => {
    const historyLength = window.history.length;
    openCallback({
      accessToken: 'a1',
      refreshToken: 'r1',
      userData: JSON.stringify(DEMO_MEMBER),
      keep: 'me',
    });

    expect(window.location.pathname).toBe('/callback');
    expect(window.location.search).toBe('?keep=me');
    expect(window.location.href).not.toContain('a1');
    expect(window.history.length).toBe(historyLength + 1); // the provider's push, no second entry
  });

  it('stores the session, says so, and goes to /dashboard after 1 s', () => {
    const store = openCallback({
      accessToken: 'a1',
      refreshToken: 'r1',
      userData: JSON.stringify(DEMO_MEMBER),
    });

    expect(screen.getByRole('status')).toHaveTextContent('Login successful! Redirecting...');
    expect(store.getState().session).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      user: DEMO_MEMBER,
    });
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');

    act(() => jest.advanceTimersByTime(999));
    expect(location()).toHaveTextContent(/^\/callback$/);
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toHaveTextContent(/^\/dashboard$/);
  });

  it.each([
    ['no tokens at all', {}],
    ['no refresh token', { accessToken: 'a1', userData: '{}' }],
    ['no access token', { refreshToken: 'r1', userData: '{}' }],
  ])('with %s: says the token is missing and goes to /login after 2 s', (_case, query) => {
    const store = openCallback(query);

    expect(screen.getByRole('alert')).toHaveTextContent('Login failed: Missing authentication token');
    expect(store.getState().session.accessToken).toBeNull();
    act(() => jest.advanceTimersByTime(1999));
    expect(location()).toHaveTextContent(/^\/callback$/);
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it.each([
    ['user data that is not JSON', '{not json'],
    ['user data that is not an object', '"camille"'],
  ])('with %s: asks to try again and goes to /login after 2 s', (_case, userData) => {
    const store = openCallback({ accessToken: 'a1', refreshToken: 'r1', userData });

    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(store.getState().session.accessToken).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(window.location.search).toBe('');
    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('keeps the locale segment and speaks the page language', () => {
    openCallback({ accessToken: 'a1' }, '/fr');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Échec de la connexion : jeton d'authentification manquant",
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toHaveTextContent(/^\/fr\/login$/);
  });
});
