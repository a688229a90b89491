import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedOut, Link, Route, Routes } from '@qis/shared';
import {
  installFakeApi,
  jsonResponse,
  renderWithPortal,
  setCsrfCookie,
  storeSession,
  TEST_CSRF_TOKEN,
  tokenExpiringIn,
} from '@qis/shared/testing';
import { LogoutRoute } from './LogoutRoute';
import { RequireSession } from './RequireSession';

function renderGuarded(path = '/home') {
  return renderWithPortal(
    <Routes>
      <Route path="/login" element={<p>login screen</p>} />
      <Route path="/fr/login" element={<p>login screen</p>} />
      <Route path="/logout" element={<LogoutRoute />} />
      <Route
        path="*"
        element={
          <RequireSession>
            <p>protected screen</p>
            <Link to="/contact">to contact</Link>
          </RequireSession>
        }
      />
    </Routes>,
    { bare: true, signIn: false, path },
  );
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCsrfCookie();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('session guard', () => {
  it('lets a member with a fresh token in', () => {
    storeSession();
    const { fetch: fetchMock } = installFakeApi(() => jsonResponse(500, {}));
    renderGuarded();
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an access token: logs out (clearing all storage) and goes to /login', async () => {
    localStorage.setItem('refresh_token', 'orphan');
    sessionStorage.setItem('something', 'left over');
    renderGuarded('/fr/profile');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/fr\/login$/));
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('with an expired access token: refreshes it once, then shows the screen', async () => {
    const fresh = tokenExpiringIn(900);
    storeSession({ accessToken: tokenExpiringIn(-60), refreshToken: 'refresh-1' });
    const { callsTo } = installFakeApi(({ path }) =>
      path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' })
        : jsonResponse(404, {}),
    );
    const { store } = renderGuarded();

    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(await screen.findByText('protected screen')).toBeInTheDocument();
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('/api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getState().session.accessToken).toBe(fresh);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(location()).toHaveTextContent(/^\/home$/);
  });

  it('with an expired access token the refresh cannot renew: logs out and goes to /login', async () => {
    storeSession({ accessToken: tokenExpiringIn(-60) });
    installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'refresh token revoked' }));
    const { store } = renderGuarded();

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('checks the expiry again on navigation and refreshes a token that expired meanwhile', async () => {
    const user = userEvent.setup();
    storeSession({ accessToken: tokenExpiringIn(60) });
    const fresh = tokenExpiringIn(900);
    const { callsTo } = installFakeApi(() =>
      jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' }),
    );
    const { store } = renderGuarded('/home');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);

    // Two minutes later the token has expired; the next navigation notices it.
    const later = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(screen.getByRole('link', { name: 'to contact' }));

    await waitFor(() => expect(store.getState().session.accessToken).toBe(fresh));
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    // The screen stayed mounted while the refresh ran in the background.
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
  });

  it('sends the member to /login when the session ends while inside', async () => {
    storeSession();
    const { store } = renderGuarded('/fr/profile');
    expect(screen.getByText('protected screen')).toBeInTheDocument();

    // What the base query dispatches after a 401 that a refresh could not cure.
    act(() => {
      store.dispatch(loggedOut());
    });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/fr\/login$/));
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
  });
});

describe('logout route', () => {
  it('revokes the refresh token at the API, clears the session and all browser storage, then goes to /login', async () => {
    storeSession({ refreshToken: 'refresh-to-revoke' });
    sessionStorage.setItem('draft', 'x');
    const { callsTo } = installFakeApi(() => new Response(null, { status: 204 }));
    const { store } = renderGuarded('/logout');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    await waitFor(() => expect(callsTo('/api/auth/logout')).toHaveLength(1));
    const [revoke] = callsTo('/api/auth/logout');
    expect(revoke?.method).toBe('POST');
    expect(revoke?.body).toEqual({ refreshToken: 'refresh-to-revoke' });
    expect(revoke?.headers.get('x-xsrf-token')).toBe(TEST_CSRF_TOKEN);
    expect(revoke?.headers.get('authorization')).toBeNull();
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
