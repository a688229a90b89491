import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '../testing/mockRemoteLoader';
import '../testing/mockPortalLoader';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { i18n, initI18n } from '@qis/shared';
import {
  DEMO_MEMBER,
  installFakeApi,
  jsonResponse,
  setCsrfCookie,
  tokenExpiringIn,
} from '@qis/shared/testing';
import { loadPortal } from '../loadPortal';
import { startLoginFirst } from './LoginBeforePortal';

// React's Node renderer (the build's prerender, run here) schedules its work with setImmediate.
beforeAll(() => {
  if (typeof globalThis.setImmediate === 'undefined') {
    Object.assign(globalThis, {
      setImmediate: (run: () => void) => setTimeout(run, 0),
      clearImmediate: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    });
  }
});

/**
 * The login's markup as the build prerenders it: in a process of its own there, in a module registry of
 * its own here, so React's server renderer and the browser's never render the same context object (the
 * form's), which React reports as two renderers at once.
 */
async function prerenderedMarkup(locale: 'fr' | 'de', path: string): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const { renderLoginMarkup } = await import('../prerender/renderLogin');
    markup = await renderLoginMarkup(locale, path);
  });
  return markup;
}

let container: HTMLElement;
let root: Root | undefined;
let consoleErrors: jest.SpiedFunction<typeof console.error>;

/** The page as the server sends it: the login prerendered for `path`, then the browser's hydration. */
async function openPrerendered(path: string, locale: 'fr' | 'de') {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = 'login';
  container.innerHTML = await prerenderedMarkup(locale, path);
  document.body.append(container);
  // What the page's bootstrap does before it hydrates: the language of the address.
  initI18n(locale);
  await act(() => i18n.changeLanguage(locale));
  await act(async () => {
    root = startLoginFirst(container);
  });
}

beforeEach(() => {
  localStorage.clear();
  setCsrfCookie();
  consoleErrors = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  consoleErrors.mockRestore();
});

describe('the login shown first, before the portal', () => {
  it('adopts the prerendered form without a mismatch', async () => {
    await openPrerendered('/fr/login', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion à votre espace membre' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Adresse email invalide.')).toBeVisible();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('switches language in place: the address, <html lang> and the texts follow, and Back returns', async () => {
    await openPrerendered('/fr/login?from=mail', 'fr');
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: /Nederlands/ }));

    expect(window.location.pathname + window.location.search).toBe('/nl/login?from=mail');
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen in uw ledenomgeving' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/fr/login?from=mail');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/fr/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion à votre espace membre' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('signs in, keeps the session where the portal reads it and opens the portal in the same language', async () => {
    const accessToken = tokenExpiringIn(900);
    const { callsTo } = installFakeApi(({ path }) => {
      if (path === '/api/auth/login')
        return jsonResponse(200, { accessToken, refreshToken: 'r-1', user: DEMO_MEMBER });
      if (path === '/api/status') return jsonResponse(200, { activeUsers: 3 });
      return jsonResponse(404, { error: 'not-found', message: 'no' });
    });
    await openPrerendered('/de/login', 'de');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('E-Mail-Adresse'), DEMO_MEMBER.email);
    await user.type(screen.getByLabelText('Passwort'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/de/home'));
    expect(callsTo('/api/auth/login')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe(accessToken);
    expect(localStorage.getItem('refresh_token')).toBe('r-1');
    expect(document.cookie).toContain('qis-signed-in=1');
    // The portal's home, greeting the member from the session its store read.
    expect(
      await screen.findByRole('heading', { level: 1, name: `Willkommen, ${DEMO_MEMBER.firstName}` }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('says so and stores nothing when the portal cannot be downloaded after sign-in', async () => {
    jest
      .mocked(loadPortal)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    installFakeApi(() =>
      jsonResponse(200, { accessToken: tokenExpiringIn(900), refreshToken: 'r-2', user: DEMO_MEMBER }),
    );
    await openPrerendered('/fr/login', 'fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur inattendue est survenue');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(window.location.pathname).toBe('/fr/login');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('says so and stores nothing when the API refuses', async () => {
    installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    await openPrerendered('/fr/login', 'fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(window.location.pathname).toBe('/fr/login');
  });
});
