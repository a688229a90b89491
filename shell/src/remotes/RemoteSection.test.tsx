import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, prepareShell, renderShellAt } from '../testing/renderShell';
import { routeTablesResponse } from '../testing/portalRouteTables';
import { fakeRemoteRoutes, installFakeApi, jsonResponse } from '@qis/shared/testing';
import { RemoteRefusedError } from './buildCheck';

const AccountRoutes = fakeRemoteRoutes({ profile: 'Profile screen', contact: 'Contact screen' });
const FitnessRoutes = fakeRemoteRoutes({ gym: 'Gym screen' });

function Crashing(): never {
  throw new Error('remote bug');
}

const FALLBACK = 'This section could not be loaded';
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

beforeEach(() => {
  prepareShell();
  installFakeApi((request) =>
    request.path === '/route-tables.json' ? routeTablesResponse() : jsonResponse(200, { activeUsers: 2 }),
  );
  // The boundary reports what it caught; keep the test output about the tests.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('remote loading', () => {
  it('shows a spinner while the remote loads', async () => {
    let resolve: (routes: typeof AccountRoutes) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderShellAt('/profile');

    expect(await screen.findByText('Loading section…')).toBeInTheDocument();
    resolve(AccountRoutes);
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
  });

  it('shows the fallback inside the layout when the remote is down, and Retry really loads it again', async () => {
    const user = userEvent.setup();
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(AccountRoutes);
    renderShellAt('/profile');

    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByRole('heading', { name: FALLBACK })).toHaveFocus();
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('mfe-account', { force: false });

    await user.click(within(fallback).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
    // The runtime caches a failed load: the retry must re-register the remote.
    expect(loadRemote).toHaveBeenLastCalledWith('mfe-account', { force: true });
  });

  it('keeps the menu and the other remotes working while one remote is down', async () => {
    const user = userEvent.setup();
    loadRemote.mockImplementation(async (remote) => {
      if (remote === 'mfe-account') throw new Error('down');
      return FitnessRoutes;
    });
    renderShellAt('/profile');
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();

    await user.click(within(menu()).getByRole('link', { name: 'Gym' }));

    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  it('shows why a refused build is not loaded, in the member’s language, and the rest works', async () => {
    const user = userEvent.setup();
    const problem = 'mf-manifest.json does not expose ./routes, the module the shell loads';
    loadRemote.mockImplementation(async (remote) => {
      if (remote === 'mfe-account') throw new RemoteRefusedError('mfe-account', [problem]);
      return FitnessRoutes;
    });
    renderShellAt('/fr/profile');

    const fallback = await screen.findByRole('alert');
    expect(
      within(fallback).getByRole('heading', { name: "Cette rubrique n'est pas disponible" }),
    ).toHaveFocus();
    expect(within(fallback).getByRole('listitem')).toHaveTextContent(problem);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Salle de sport',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, and Retry reloads it', async () => {
    const user = userEvent.setup();
    loadRemote.mockResolvedValueOnce(Crashing).mockResolvedValueOnce(AccountRoutes);
    renderShellAt('/fr/profile');

    expect(await screen.findByText("Cette rubrique n'a pas pu être chargée")).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('mfe-account', { force: true });
  });

  it('loads a remote once and reuses it for its other screens and later visits', async () => {
    const user = userEvent.setup();
    loadRemote.mockImplementation(async (remote) =>
      remote === 'mfe-account' ? AccountRoutes : FitnessRoutes,
    );
    renderShellAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();

    await user.click(within(menu()).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact screen' })).toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'Gym' }));
    expect(await screen.findByRole('heading', { name: 'Gym screen' })).toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact screen' })).toBeInTheDocument();

    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(2));
    expect(loadRemote.mock.calls.map(([remote]) => remote)).toEqual(['mfe-account', 'mfe-fitness']);
  });
});
