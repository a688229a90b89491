/** The remotes the shell composes, by folder name (the registry's keys). */
export const REMOTE_NAMES = ['mfe-account', 'mfe-nutrition', 'mfe-fitness', 'mfe-coaching'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote owns each top-level path of the protected area. */
const SECTION_REMOTES: Readonly<Record<string, RemoteName>> = {
  profile: 'mfe-account',
  contact: 'mfe-account',
  'meal-plan': 'mfe-nutrition',
  diary: 'mfe-nutrition',
  qis: 'mfe-nutrition',
  useful: 'mfe-nutrition',
  gym: 'mfe-fitness',
  chat: 'mfe-coaching',
  'magic-menus': 'mfe-coaching',
};

export function remoteForSection(section: string): RemoteName | null {
  return Object.hasOwn(SECTION_REMOTES, section) ? (SECTION_REMOTES[section] ?? null) : null;
}

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

/** Module Federation names are identifiers: `mfe-account` → `mfe_account` (as in rspack.base.js). */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');
