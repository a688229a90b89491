/** The remotes the shell composes, by folder name: the registry's keys and the builds' `remote`. */
export const REMOTE_NAMES = ['mfe-account', 'mfe-nutrition', 'mfe-fitness', 'mfe-coaching'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);

/** Module Federation names are identifiers: `mfe-account` → `mfe_account`. */
export const federationName = (remote: string): string => remote.replace(/-/g, '_');

/** The module every remote exposes and the shell loads: a component rendering its <Routes>. */
export const ROUTES_EXPOSE = './routes';

/** What a remote's build publishes beside mf-manifest.json. */
export const ROUTE_TABLE_FILE = 'route-table.json';
export const REMOTE_CONTRACT_FILE = 'remote-contract.json';

/** The manifest's folder URL: where the files published beside it are. */
export const besideManifest = (manifestUrl: string, file: string): string =>
  manifestUrl.replace(/[^/]*(?:[?#].*)?$/, file);
