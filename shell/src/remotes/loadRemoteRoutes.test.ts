import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '../testing/mockFederationRuntime';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, resetRegistrationsForTests } from './loadRemoteRoutes';
import {
  captureRemoteOverrides,
  OVERRIDE_STORAGE_KEY,
  remoteOverride,
  resetRemoteOverridesForTests,
} from './overrides';
import { parseRegistry, resetRegistryForTests } from './registry';
import { installFakeApi, jsonResponse, type SeenRequest } from '@qis/shared/testing';
import { compatibleBuild, filesOf, OFFER } from '@qis/contract/testing';
import { RemoteRefusedError } from './buildCheck';
import { resetRouteTablesForTests } from './routeTables';

// What this shell's build offers remotes (rspack.base.js defines it): the contract's test offer.
(globalThis as unknown as { __SHARED_VERSIONS__: typeof OFFER.shared }).__SHARED_VERSIONS__ = OFFER.shared;

const register = jest.mocked(registerRemotes);
const load = jest.mocked(loadRemote);

const REGISTRY = {
  'mfe-account': '/remotes/mfe-account/mf-manifest.json',
  'mfe-nutrition': '/remotes/mfe-nutrition/mf-manifest.json',
  'mfe-fitness': '/remotes/mfe-fitness/mf-manifest.json',
  'mfe-coaching': '/remotes/mfe-coaching/mf-manifest.json',
};

function AccountRoutes() {
  return null;
}

let registryCalls: () => number;

/** A QA engineer's dev server on loopback: serves `files` as a remote build's folder. */
const DEV_ORIGIN = 'http://127.0.0.1:3004';
function devServer(files: Record<string, unknown>) {
  return ({ url }: SeenRequest) => {
    const value = files[url.pathname.slice(1)];
    if (value === undefined) return jsonResponse(404, {});
    return new Response(typeof value === 'string' ? value : JSON.stringify(value), { status: 200 });
  };
}

beforeEach(() => {
  sessionStorage.clear();
  resetRegistryForTests();
  resetRemoteOverridesForTests();
  resetRegistrationsForTests();
  resetRouteTablesForTests();
  register.mockReset();
  load.mockReset();
  load.mockResolvedValue({ default: AccountRoutes });
  const devAccount = devServer(filesOf(compatibleBuild('mfe-account')));
  const { callsTo } = installFakeApi((request) => {
    if (request.url.origin === DEV_ORIGIN) return devAccount(request);
    return request.path === '/remotes.json' ? jsonResponse(200, REGISTRY) : jsonResponse(404, {});
  });
  registryCalls = () => callsTo('/remotes.json').length;
});

describe('loading a remote through the registry', () => {
  it('registers the remote from /remotes.json and loads its routes module', async () => {
    await expect(loadRemoteRoutes('mfe-account')).resolves.toBe(AccountRoutes);
    expect(register).toHaveBeenCalledWith(
      [{ name: 'mfe_account', entry: '/remotes/mfe-account/mf-manifest.json' }],
      { force: false },
    );
    expect(load).toHaveBeenCalledWith('mfe_account/routes');
  });

  it('fetches the registry once for every remote', async () => {
    await loadRemoteRoutes('mfe-account');
    await loadRemoteRoutes('mfe-fitness');
    await loadRemoteRoutes('mfe-account');
    expect(registryCalls()).toBe(1);
    // Same URL again: no second registration.
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('re-registers with force on a retry, so the runtime drops what it cached', async () => {
    await loadRemoteRoutes('mfe-nutrition');
    await loadRemoteRoutes('mfe-nutrition', { force: true });
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'mfe_nutrition', entry: '/remotes/mfe-nutrition/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects when the registry cannot be read, and asks again on the next try', async () => {
    installFakeApi(() => jsonResponse(503, {}));
    await expect(loadRemoteRoutes('mfe-coaching')).rejects.toThrow('/remotes.json answered HTTP 503');
    const { callsTo } = installFakeApi(() => jsonResponse(200, REGISTRY));
    await expect(loadRemoteRoutes('mfe-coaching')).resolves.toBe(AccountRoutes);
    expect(callsTo('/remotes.json')).toHaveLength(1);
  });

  it('rejects when the remote answers no routes component', async () => {
    load.mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('mfe-fitness')).rejects.toThrow('mfe_fitness/routes has no default export');
  });

  it('rejects when the registry does not know the remote', async () => {
    installFakeApi(() => jsonResponse(200, { 'mfe-account': '/a/mf-manifest.json' }));
    await expect(loadRemoteRoutes('mfe-fitness')).rejects.toThrow(
      '/remotes.json has no entry for mfe-fitness',
    );
  });
});

describe('a registry entry the server refused', () => {
  it('is not loaded, and the refusal carries the server’s reasons', async () => {
    const problems = ['mf-manifest.json does not expose ./routes, the module the shell loads'];
    installFakeApi(({ path }) =>
      path === '/remotes.json'
        ? jsonResponse(200, REGISTRY)
        : jsonResponse(200, {
            remotes: {
              'mfe-account': { manifest: REGISTRY['mfe-account'], compatible: false, problems, table: null },
            },
          }),
    );
    await expect(loadRemoteRoutes('mfe-account')).rejects.toMatchObject({ remote: 'mfe-account', problems });
    expect(register).not.toHaveBeenCalled();
  });
});

describe('QA overrides', () => {
  const DEV_ACCOUNT = `${DEV_ORIGIN}/mf-manifest.json`;

  it('lets ?remote.<name>=<url> win over the registry, for the rest of the browser session', async () => {
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}&other=1`);
    expect(JSON.parse(sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}')).toEqual({
      'mfe-account': DEV_ACCOUNT,
    });

    await loadRemoteRoutes('mfe-account');
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_account', entry: DEV_ACCOUNT }], { force: false });
    expect(registryCalls()).toBe(0);

    // A later page of the same session, without the parameter.
    resetRemoteOverridesForTests();
    captureRemoteOverrides('');
    expect(remoteOverride('mfe-account')).toBe(DEV_ACCOUNT);
  });

  it('removes an override given an empty value', () => {
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}`);
    captureRemoteOverrides('?remote.mfe-account=');
    expect(remoteOverride('mfe-account')).toBeUndefined();
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('switches a remote already registered to its new URL', async () => {
    await loadRemoteRoutes('mfe-account');
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}`);
    await loadRemoteRoutes('mfe-account');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_account', entry: DEV_ACCOUNT }], { force: true });
  });

  it('refuses an override whose build needs a React major above the shell’s, with the exact line', async () => {
    const build = compatibleBuild('mfe-account');
    build.contract = {
      ...build.contract,
      shared: { ...build.contract.shared, react: { requiredVersion: '20.0.0', version: '20.0.0' } },
    };
    installFakeApi(devServer(filesOf(build)));
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}`);
    const refusal = loadRemoteRoutes('mfe-account');
    await expect(refusal).rejects.toBeInstanceOf(RemoteRefusedError);
    await expect(refusal).rejects.toMatchObject({
      problems: ['needs react 20.0.0, the shell offers 19.3.1'],
    });
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses an override whose manifest cannot be read', async () => {
    installFakeApi(devServer({}));
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}`);
    await expect(loadRemoteRoutes('mfe-account')).rejects.toMatchObject({
      problems: [`mf-manifest.json cannot be read at ${DEV_ACCOUNT}: HTTP 404`],
    });
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['a foreign host', 'https://evil.example/mf-manifest.json'],
    ['a protocol-relative URL', '//evil.example/mf-manifest.json'],
    ['a script URL', 'javascript:alert(1)'],
  ])('ignores %s', (_case, url) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    captureRemoteOverrides(`?remote.mfe-coaching=${encodeURIComponent(url)}`);
    expect(remoteOverride('mfe-coaching')).toBeUndefined();
  });

  it('accepts this site and loopback dev servers', () => {
    captureRemoteOverrides(
      '?remote.mfe-coaching=/staging/mfe-coaching/mf-manifest.json&remote.mfe-fitness=http://localhost:3003/mf-manifest.json',
    );
    expect(remoteOverride('mfe-coaching')).toBe('/staging/mfe-coaching/mf-manifest.json');
    expect(remoteOverride('mfe-fitness')).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('survives a logout clearing storage, for the rest of this page', () => {
    captureRemoteOverrides(`?remote.mfe-account=${encodeURIComponent(DEV_ACCOUNT)}`);
    sessionStorage.clear();
    expect(remoteOverride('mfe-account')).toBe(DEV_ACCOUNT);
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).not.toBeNull();
  });
});

describe('registry format', () => {
  it('accepts folder names and federation names as keys', () => {
    expect(parseRegistry({ mfe_account: '/a.json', 'mfe-fitness': '/f.json', junk: 3 })).toEqual({
      'mfe-account': '/a.json',
      'mfe-fitness': '/f.json',
    });
  });

  it('refuses what is not an object', () => {
    expect(() => parseRegistry(['/a.json'])).toThrow('/remotes.json is not a JSON object');
  });
});
