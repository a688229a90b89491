import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@qis/contract/api';
import { i18n, registerTranslations } from '../i18n/i18n';
import { STORAGE_KEYS } from '../session/storage';
import {
  DEMO_MEMBER,
  DEMO_PASSWORD,
  fakeRemoteRoutes,
  installFakeApi,
  jsonResponse,
  storeSession,
  tokenExpiringIn,
} from '../testing';
import { StandaloneFrame } from './StandaloneFrame';

const member: User = { ...DEMO_MEMBER };

registerTranslations('test-gym', {
  en: { title: 'Fitness studio' },
  fr: { title: 'Studio de fitness' },
  de: { title: 'Fitnessstudio' },
  nl: { title: 'Fitnessstudio' },
});

/** Stands in for a remote's routes module: relative paths and a fallback to the localized /home. */
const RemoteRoutes = fakeRemoteRoutes({ gym: 'Gym screen' });

function renderFrame(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <StandaloneFrame appName="QIS Fitness" links={[{ to: '/gym', labelKey: 'title', ns: 'test-gym' }]}>
      <RemoteRoutes />
    </StandaloneFrame>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
});

afterEach(() => {
  window.history.pushState({}, '', '/');
});

describe('StandaloneFrame', () => {
  it('shows the sign-in form and not the remote while signed out', () => {
    const api = installFakeApi(() => jsonResponse(500, {}));
    renderFrame('/gym');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Gym screen')).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('signs in against the API and then shows the remote with the frame header', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const api = installFakeApi(async (request) => {
      if (request.path === '/api/auth/login') {
        bodies.push(request.body);
        return jsonResponse(200, {
          accessToken: tokenExpiringIn(900),
          refreshToken: 'refresh-1',
          user: member,
        });
      }
      return jsonResponse(404, { error: 'not_found', message: 'Not found' });
    });
    renderFrame('/gym');

    // Pasted with spaces around it: trimmed as the portal's own login does.
    await user.type(screen.getByLabelText('Email address'), ' demo@example.com ');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'demo@example.com', pass: DEMO_PASSWORD }]);
    const [login] = api.requests;
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe('csrf-abc');
    expect(login?.headers.get('Authorization')).toBeNull();

    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('QIS Fitness');
    const nav = within(header).getByRole('navigation', { name: 'Screens of QIS Fitness' });
    expect(within(nav).getByRole('link', { name: 'Fitness studio' })).toHaveAttribute('href', '/gym');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it.each([
    [401, 'Invalid credentials'],
    [400, 'Your login credentials are no longer valid. Please contact customer support.'],
  ])('shows the readable error of a %i answer', async (status, message) => {
    const user = userEvent.setup();
    installFakeApi(() =>
      jsonResponse(status, { error: status === 400 ? 'expired' : 'invalid', message: 'no' }),
    );
    renderFrame('/gym');
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Gym screen')).not.toBeInTheDocument();
  });

  it("validates as the portal's login: the spec's messages once edited, no call while invalid", async () => {
    const user = userEvent.setup();
    const api = installFakeApi(() => jsonResponse(500, {}));
    renderFrame('/fr/gym');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    expect(screen.queryByText('Adresse email invalide.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse email'), 'demo@example');
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    expect(screen.getByText('Adresse email invalide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit comporter au moins 4 caractères.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse email')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Adresse email'), '.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'd');
    expect(screen.queryByText('Adresse email invalide.')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(api.fetch).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the French error messages of the spec on a French URL', async () => {
    const user = userEvent.setup();
    installFakeApi(() => jsonResponse(401, { error: 'invalid', message: 'no' }));
    renderFrame('/fr/gym');
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    await act(() => i18n.changeLanguage('en'));
  });

  it('does not call the API when a field is empty', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(() => jsonResponse(500, {}));
    renderFrame('/gym');
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('keeps a stored, still valid session', async () => {
    const api = installFakeApi(() => jsonResponse(500, {}));
    storeSession({ accessToken: tokenExpiringIn(900) });
    renderFrame('/gym');
    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired stored token before showing the remote', async () => {
    const fresh = tokenExpiringIn(900);
    const api = installFakeApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' })
        : jsonResponse(404, {}),
    );
    storeSession({ accessToken: tokenExpiringIn(-60) });
    renderFrame('/gym');
    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('signs out when the expired token cannot be refreshed', async () => {
    installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'Refresh token revoked' }));
    storeSession({ accessToken: tokenExpiringIn(-60) });
    renderFrame('/gym');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Gym screen')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('signs out from the header and clears browser storage', async () => {
    const user = userEvent.setup();
    installFakeApi(() => jsonResponse(500, {}));
    storeSession({ accessToken: tokenExpiringIn(900) });
    sessionStorage.setItem('draft', 'x');
    renderFrame('/gym');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('switches language keeping the path, query and hash', async () => {
    const user = userEvent.setup();
    installFakeApi(() => jsonResponse(500, {}));
    storeSession({ accessToken: tokenExpiringIn(900) });
    renderFrame('/fr/gym?tab=videos#workouts');
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Langue'), 'de');
    expect(window.location.pathname).toBe('/de/gym');
    expect(window.location.search).toBe('?tab=videos');
    expect(window.location.hash).toBe('#workouts');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fitnessstudio' })).toHaveAttribute('href', '/de/gym');
    await act(() => i18n.changeLanguage('en'));
  });

  it('lands an unknown path on the frame’s home page listing the remote’s screens', async () => {
    installFakeApi(() => jsonResponse(500, {}));
    storeSession({ accessToken: tokenExpiringIn(900) });
    renderFrame('/fr/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'QIS Fitness' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/fr/home');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Studio de fitness' })).toHaveAttribute('href', '/fr/gym');
    await act(() => i18n.changeLanguage('en'));
  });
});
