import { LOCALES } from '../locales';
import type { LoadText } from '../inspectBuild';
import type { RemoteContract, ShellOffer } from '../remoteContract';
import type { PublishedRouteTable } from '../routeTable';

/** The shell's offer in these tests: React 19, contract 1. */
export const OFFER: ShellOffer = {
  contractVersion: 1,
  shared: { react: '19.3.1', 'react-dom': '19.3.1', '@qis/shared': '1.0.0' },
};

const labels = (word: string) => ({
  menu: { contact: word },
  tiles: { contact: { title: word, text: `${word}!` } },
});

/**
 * A compatible build of a remote (two screens: profile, and contact with a menu entry and a home
 * tile), as its files' parsed contents; each test breaks one part.
 */
export function compatibleBuild(remote = 'mfe-account') {
  const manifest = { name: remote.replace(/-/g, '_'), exposes: [{ name: 'routes', path: './routes' }] };
  const contract: RemoteContract = {
    remote,
    contractVersion: 1,
    exposes: ['./routes'],
    shared: {
      react: { requiredVersion: '19.3.1', version: '19.3.1' },
      'react-dom': { requiredVersion: '19.3.1', version: '19.3.1' },
      '@qis/shared': { requiredVersion: '1.0.0', version: '1.0.0' },
    },
    screens: ['profile', 'contact'],
  };
  const table: PublishedRouteTable = {
    format: 1,
    remote,
    locales: [...LOCALES],
    routes: [
      { path: 'profile', screen: 'profile', title: { ns: 'account', key: 'profile' } },
      {
        path: 'contact',
        screen: 'contact',
        title: { ns: 'account', key: 'contact' },
        menu: { key: 'contact', order: 80 },
        homeTile: 5,
      },
    ],
    labels: { en: labels('Contact'), fr: labels('Contact'), de: labels('Kontakt'), nl: labels('Contact') },
  };
  return { manifest, contract, table };
}

export const BASE = 'https://cdn.example/account/1.4.0/';

/** The build's files at BASE as text (a value that is a string is served as it is: "not JSON"); a missing file is unreachable. */
export function serve(files: Record<string, unknown>): LoadText {
  return async (url) => {
    const name = url.slice(BASE.length);
    if (!url.startsWith(BASE) || !(name in files)) throw new Error('HTTP 404');
    const value = files[name];
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
}

export function filesOf(build: ReturnType<typeof compatibleBuild>): Record<string, unknown> {
  return {
    'mf-manifest.json': build.manifest,
    'remote-contract.json': build.contract,
    'route-table.json': build.table,
  };
}
