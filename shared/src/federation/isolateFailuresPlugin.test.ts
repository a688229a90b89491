import { afterEach, describe, expect, it, jest } from '@jest/globals';
import isolateFailuresPlugin from './isolateFailuresPlugin';

type ErrorLoadRemote = NonNullable<ReturnType<typeof isolateFailuresPlugin>['errorLoadRemote']>;
type Args = Parameters<ErrorLoadRemote>[0];

const args = (overrides: Partial<Args>): Args =>
  ({
    id: 'mfe_account/routes',
    error: new Error('ScriptNetworkError: Failed to load script'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as Args['origin'],
    ...overrides,
  }) as Args;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('isolateFailuresPlugin', () => {
  it('answers no substitute module, so the failed load rejects and the shell can offer a retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = isolateFailuresPlugin();
    expect(plugin.name).toBe('qis-isolate-failures');

    for (const lifecycle of ['beforeRequest', 'afterResolve', 'onLoad', 'beforeLoadShare'] as const) {
      await expect(Promise.resolve(plugin.errorLoadRemote?.(args({ lifecycle })))).resolves.toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('names the remote and its entry in the log', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    isolateFailuresPlugin().errorLoadRemote?.(
      args({
        lifecycle: 'afterResolve',
        remote: {
          name: 'mfe_account',
          entry: 'https://portal.example/remotes/mfe-account/mf-manifest.json',
          type: 'global',
          entryGlobalName: 'mfe_account',
          shareScope: 'default',
        },
      }),
    );
    expect(warn).toHaveBeenCalledWith(
      '[federation] afterResolve: could not load mfe_account (https://portal.example/remotes/mfe-account/mf-manifest.json): ScriptNetworkError: Failed to load script',
    );
  });
});
