import { jest } from '@jest/globals';
// First: the loader is replaced before App (below) reaches it.
import './mockRemoteLoader';
import {
  installFakeApi,
  jsonResponse,
  renderWithPortal,
  setCsrfCookie,
  storeSession,
} from '@qis/shared/testing';
import { App } from '../App';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { resetRemoteComponentsForTests } from '../remotes/remoteComponents';

/** The remote loader, mocked: a test says what each remote's `./routes` is (or how its download fails). */
export const loadRemote = jest.mocked(loadRemoteRoutes);

/**
 * A fresh page for the whole shell: empty browser storage, the CSRF cookie, no remote kept from an
 * earlier test, and the loader's mock emptied. `signedIn` (default true) stores the demo member's session.
 */
export function prepareShell({ signedIn = true }: { signedIn?: boolean } = {}): void {
  localStorage.clear();
  sessionStorage.clear();
  if (signedIn) storeSession();
  setCsrfCookie();
  resetRemoteComponentsForTests();
  loadRemote.mockReset();
}

/** The shell's <App /> at a URL, with the session browser storage holds (see prepareShell). */
export const renderShellAt = (path: string) => renderWithPortal(<App />, { bare: true, signIn: false, path });

/** An API that answers the header's status only (`activeUsers`), and 404 to anything else. */
export const installStatusOnlyApi = (activeUsers: number) =>
  installFakeApi(({ path }) =>
    path === '/api/status' ? jsonResponse(200, { activeUsers }) : jsonResponse(404, {}),
  );
