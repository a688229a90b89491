// Which shell versions serve a remote's singletons: the build's ranges (rspack.base.js), the
// server's and remote:check's answer (contractProblems) and the browser's (the Module Federation
// runtime) must be one rule, so that what the server accepts never makes the browser warn.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ModuleFederation, satisfy } from '@module-federation/runtime-core';
import { contractProblems, type RemoteContract, type ShellOffer } from './remoteContract';
import { REMOTE_NAMES } from './remotes';
import { compatibleBuild, filesOf } from './testing/builds';
import { CONTRACT_VERSION } from './version';

const ROOT = path.join(__dirname, '..', '..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

type Share = { singleton: boolean; requiredVersion: string; strictVersion: boolean };

/**
 * Each remote's shares as its build configures them (rspack.base.js), read by Node: the config
 * loads @rspack/core, an ES module jest's CommonJS runtime cannot require.
 */
const SHARES = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '-e',
      `const { sharedConfig } = require('./rspack.base.js');
       const remotes = ${JSON.stringify(REMOTE_NAMES)};
       console.log(JSON.stringify(Object.fromEntries(remotes.map((r) => [r, sharedConfig(require('node:path').resolve(r))]))));`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  ),
) as Record<string, Record<string, Share>>;
const sharedConfig = (remote: string): Record<string, Share> => SHARES[remote]!;

/** What the server and remote:check answer for a remote that requires `range` of react. */
function serverAccepts(offered: string, range: string): boolean {
  const offer: ShellOffer = { contractVersion: CONTRACT_VERSION, shared: { react: offered } };
  const contract: RemoteContract = {
    ...compatibleBuild().contract,
    contractVersion: CONTRACT_VERSION,
    shared: { react: { requiredVersion: range, version: offered } },
  };
  return contractProblems(contract, offer).length === 0;
}

/** One patch ahead: 19.3.1 → 19.3.2. */
const patchAhead = (version: string) => version.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));

/** The installed version of a package, as the builds read it. */
const installed = (name: string): string =>
  (requireFromRoot(`${name}/package.json`) as { version: string }).version;

describe('the server and remote:check answer as the Module Federation runtime does', () => {
  // [shell offers, remote requires, served]
  const cases: [string, string, boolean][] = [
    ['19.3.2', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.5.3', '^0.5.1', true],
    ['0.6.0', '^0.5.1', false],
    ['19.3.2', '~19.3.1', true],
    // The hand-written rule took any later minor: it ignored ~.
    ['19.4.0', '~19.3.1', false],
    // …and read only the first version of a ||: it refused React 19 here.
    ['19.3.1', '^18.3.1 || ^19.0.0', true],
    ['17.0.2', '^18.3.1 || ^19.0.0', false],
    // An exact pin is served only by that version: the runtime warns one patch ahead.
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.4.0-rc.2', '^19.4.0-rc.1', true],
    ['19.4.0-rc.1', '^19.4.0-rc.2', false],
    ['19.3.1', '^19.4.0-rc.1', false],
    ['1.4.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
  ];

  it.each(cases)('shell %s, remote needs %s: served %s', (offered, range, served) => {
    expect(satisfy(offered, range)).toBe(served);
    expect(serverAccepts(offered, range)).toBe(served);
  });

  it('agrees with the runtime on prereleases the cases do not name', () => {
    const versions = ['19.3.1', '19.3.2', '19.4.0-rc.1', '19.4.0', '20.0.0-beta.0', '20.0.0'];
    const ranges = ['^19.3.1', '~19.3.1', '>=19.4.0-rc.0', '^19.3.1 || ^20.0.0-0', '19.x', '*'];
    for (const offered of versions) {
      for (const range of ranges) {
        expect([offered, range, serverAccepts(offered, range)]).toEqual([
          offered,
          range,
          satisfy(offered, range),
        ]);
      }
    }
  });
});

describe('a remote built one patch behind the shell', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each(REMOTE_NAMES)('%s requires a caret range of each version it is built with', (remote) => {
    const shares = sharedConfig(remote);
    for (const [key, share] of Object.entries(shares)) {
      const name = key.endsWith('/') ? key.slice(0, -1) : key;
      expect([key, share]).toEqual([
        key,
        { singleton: true, requiredVersion: `^${installed(name)}`, strictVersion: false },
      ]);
    }
  });

  it.each(REMOTE_NAMES)(
    "%s gets the shell's singletons from the real runtime without a warning",
    (remote) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const shares = Object.entries(sharedConfig(remote)).filter(([key]) => !key.endsWith('/'));
      const offered = Object.fromEntries(shares.map(([name]) => [name, patchAhead(installed(name))]));
      const host = new ModuleFederation({
        name: `shell_for_${remote}`,
        remotes: [],
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(
          shares.map(([name]) => [
            name,
            {
              version: offered[name]!,
              lib: () => ({ from: 'shell', name }),
              loaded: true,
              shareConfig: { singleton: true, requiredVersion: `^${offered[name]!}` },
            },
          ]),
        ),
      });
      for (const [name, share] of shares) {
        const factory = host.loadShareSync(name, {
          customShareInfo: { version: installed(name), shareConfig: share },
        });
        expect(factory?.()).toEqual({ from: 'shell', name });
      }
      expect(warn).not.toHaveBeenCalled();

      // The exact pin the builds used to require: the same runtime warns, so the check above can fail.
      const [name] = shares[0]!;
      host.loadShareSync(name, {
        customShareInfo: {
          version: installed(name),
          shareConfig: { singleton: true, requiredVersion: installed(name), strictVersion: false },
        },
      });
      expect(warn.mock.calls.flat().join(' ')).toContain('does not satisfy the requirement');

      // The server and remote:check accept the same build against the same shell.
      const contract: RemoteContract = {
        ...compatibleBuild(remote).contract,
        contractVersion: CONTRACT_VERSION,
        shared: Object.fromEntries(
          shares.map(([key, share]) => [
            key,
            { requiredVersion: share.requiredVersion, version: installed(key) },
          ]),
        ),
      };
      expect(contractProblems(contract, { contractVersion: CONTRACT_VERSION, shared: offered })).toEqual([]);
    },
  );
});

describe('npm run remote:check', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** Runs remote:check on an mfe-account build that requires `range` of react, against this shell. */
  function remoteCheck(range: string) {
    const folder = mkdtempSync(path.join(tmpdir(), 'qis-remote-check-'));
    folders.push(folder);
    const build = compatibleBuild('mfe-account');
    const shares = sharedConfig('mfe-account');
    build.contract = {
      ...build.contract,
      contractVersion: CONTRACT_VERSION,
      shared: Object.fromEntries(
        Object.entries(shares)
          .filter(([key]) => !key.endsWith('/'))
          .map(([key, share]) => [key, { requiredVersion: share.requiredVersion, version: installed(key) }]),
      ),
    };
    build.contract.shared = {
      ...build.contract.shared,
      react: { requiredVersion: range, version: '19.0.0' },
    };
    for (const [name, value] of Object.entries(filesOf(build))) {
      writeFileSync(path.join(folder, name), JSON.stringify(value));
    }
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'remote-check.mjs'), folder], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  it('answers as the runtime for ranges with ^, ~, || and prereleases', () => {
    const react = installed('react');
    const [major, minor] = react.split('.').map(Number) as [number, number];
    const ranges = [
      `^${major}.${minor}.0`,
      `~${major}.${minor - 1}.0`,
      `^${major - 1}.0.0 || ^${major}.0.0`,
      `^${major}.${minor + 1}.0-rc.1`,
    ];
    const answers = ranges.map((range) => ({ range, ...remoteCheck(range) }));
    for (const { range, status, output } of answers) {
      if (satisfy(react, range)) {
        expect({ range, status }).toEqual({ range, status: 0 });
        expect(output).toContain('mfe-account: compatible with the shell');
      } else {
        expect({ range, status }).toEqual({ range, status: 1 });
        expect(output).toContain(`mfe-account: needs react ${range}, the shell offers ${react}`);
      }
    }
    // Both answers occur, so the comparison above is not vacuous.
    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([0, 1]));
  }, 120_000);
});
