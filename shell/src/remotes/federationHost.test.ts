import { describe, expect, it, jest } from '@jest/globals';
import * as ReactModule from 'react';
import * as Shared from '@qis/shared';

const init = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ init }));

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@qis/shared': '1.0.0',
};
(globalThis as unknown as { __SHARED_VERSIONS__: typeof VERSIONS }).__SHARED_VERSIONS__ = VERSIONS;

type Offer = {
  version: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
  shareConfig: object;
};
type InitOptions = { name: string; shareStrategy: string; shared: Record<string, Offer> };

let started: InitOptions | undefined;

/** The host starts once per page: importing the module is what starts it. */
async function startHost(): Promise<InitOptions> {
  if (!started) {
    await import('./federationHost');
    expect(init).toHaveBeenCalledTimes(1);
    started = init.mock.calls[0]![0] as InitOptions;
  }
  return started;
}

describe('the runtime-only federation host', () => {
  it('offers every singleton a remote consumes, loaded-first, with the build versions', async () => {
    const options = await startHost();
    expect(options.name).toBe('shell');
    expect(options.shareStrategy).toBe('loaded-first');
    expect(Object.keys(options.shared).sort()).toEqual(
      [
        '@qis/shared',
        '@qis/shared/standalone',
        '@qis/shared/ui',
        '@reduxjs/toolkit',
        '@reduxjs/toolkit/query',
        '@reduxjs/toolkit/query/react',
        'i18next',
        'react',
        'react-dom',
        'react-dom/client',
        'react-i18next',
        'react-redux',
        'react/jsx-runtime',
      ].sort(),
    );
    expect(options.shared.react).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
  });

  it("hands remotes the shell's own module objects, so the page keeps one React and one store", async () => {
    const options = await startHost();
    const react = options.shared.react!.lib!() as typeof ReactModule;
    expect(react.useState).toBe(ReactModule.useState);
    const shared = options.shared['@qis/shared']!.lib!() as typeof Shared;
    expect(shared.createAppStore).toBe(Shared.createAppStore);
    expect(shared.i18n).toBe(Shared.i18n);
  });

  it('loads the UI kit only when a remote first asks for it', async () => {
    const options = await startHost();
    const offer = options.shared['@qis/shared/ui']!;
    expect(offer.lib).toBeUndefined();
    const factory = await offer.get!();
    expect(typeof (factory() as { showErrorToast: unknown }).showErrorToast).toBe('function');
  });
});
