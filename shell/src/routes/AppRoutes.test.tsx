import { beforeEach, describe, expect, it } from '@jest/globals';
import { installStatusOnlyApi, loadRemote, prepareShell, renderShellAt } from '../testing/renderShell';
import '../testing/portalRouteTables';
import { screen, waitFor } from '@testing-library/react';
import type { RemoteName } from '../remotes/sections';
import { fakeRemoteRoutes, storeSession } from '@qis/shared/testing';

const REMOTE_SCREENS: Record<RemoteName, Record<string, string>> = {
  'mfe-account': { profile: 'Profile screen', contact: 'Contact screen' },
  'mfe-nutrition': {
    'meal-plan': 'Meal plan screen',
    'meal-plan/results': 'Results screen',
    'qis/table': 'QIS table screen',
    'useful/bonus': 'Bonus screen',
  },
  'mfe-fitness': { gym: 'Gym screen' },
  'mfe-coaching': { chat: 'Chat screen', 'magic-menus': 'Magic menus screen' },
};

const location = () => screen.getByTestId('location');

beforeEach(() => {
  prepareShell({ signedIn: false });
  loadRemote.mockImplementation(async (remote) => fakeRemoteRoutes(REMOTE_SCREENS[remote]));
  installStatusOnlyApi(4);
});

describe('routes for a signed-in member', () => {
  beforeEach(() => storeSession());

  it.each([
    ['/', '/home'],
    ['/fr', '/fr/home'],
    ['/de/', '/de/home'],
    ['/dashboard', '/home'],
    ['/nope/deeper', '/home'],
    ['/fr/nope', '/fr/home'],
    ['/xx/profile', '/home'],
  ])('%s ends on %s', async (path, expected) => {
    renderShellAt(path);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome|Bienvenue|Willkommen/ }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'mfe-account', 'Profile screen'],
    ['/fr/contact', 'mfe-account', 'Contact screen'],
    ['/meal-plan', 'mfe-nutrition', 'Meal plan screen'],
    ['/nl/meal-plan/results', 'mfe-nutrition', 'Results screen'],
    ['/qis/table', 'mfe-nutrition', 'QIS table screen'],
    ['/de/useful/bonus', 'mfe-nutrition', 'Bonus screen'],
    ['/gym', 'mfe-fitness', 'Gym screen'],
    ['/chat', 'mfe-coaching', 'Chat screen'],
    ['/en/magic-menus', 'mfe-coaching', 'Magic menus screen'],
  ])('%s is served by %s inside the layout', async (path, remote, title) => {
    renderShellAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(remote as RemoteName, { force: false });
    expect(screen.getByRole('navigation', { name: /menu|Hauptmenü|Hoofdmenu/i })).toBeInTheDocument();
    expect(location()).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('sends an unknown path of a remote section to /home (the remote’s own rule)', async () => {
    renderShellAt('/fr/profile/unknown');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/fr\/home$/));
  });

  it('serves the shell’s error page inside the layout', async () => {
    renderShellAt('/error?message=Boom');
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('does not load any remote for the login screen', async () => {
    renderShellAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('routes for a visitor', () => {
  it.each([
    ['/', '/login'],
    ['/home', '/login'],
    ['/nope', '/login'],
    ['/dashboard', '/login'],
    ['/fr/profile', '/fr/login'],
    ['/de/error', '/de/login'],
  ])('%s ends on %s', async (path, expected) => {
    renderShellAt(path);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/en/login', 'Sign in'],
    ['/fr/login', 'Se connecter'],
    ['/nl/login', 'Inloggen'],
  ])('%s shows the login screen', async (path, submit) => {
    renderShellAt(path);
    expect(await screen.findByRole('button', { name: submit })).toBeInTheDocument();
  });

  it('signs in through the callback, which ends on /home', async () => {
    renderShellAt(
      `/callback?accessToken=${encodeURIComponent(makeFreshToken())}&refreshToken=r1&userData=${encodeURIComponent(
        JSON.stringify({ firstName: 'Camille', lastName: 'Martin' }),
      )}`,
    );
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    expect(await screen.findByRole('heading', { name: 'Welcome, Camille' })).toBeInTheDocument();
  });
});

function makeFreshToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  return `e30.${payload}.sig`;
}
