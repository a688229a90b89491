import { isRemoteName, type RemoteName } from './sections';

/** `?remote.mfe-account=<manifest URL>` points one remote somewhere else for this browser session. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';
export const OVERRIDE_STORAGE_KEY = 'qis.remoteOverrides';

type Overrides = Partial<Record<RemoteName, string>>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where an override may point: this site, or a dev server on the tester's own machine. Anything
 * else would let a crafted link run foreign code inside a member's session (tokens included);
 * other hosts belong in the environment's remote registry instead.
 */
export function isAllowedOverride(url: string, origin: string = window.location.origin): boolean {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return url.startsWith('/') && !url.startsWith('//');
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK_HOSTS.has(parsed.hostname)
    );
  } catch {
    return false;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): Overrides {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const overrides: Overrides = {};
    for (const [name, url] of Object.entries(value)) {
      if (isRemoteName(name) && typeof url === 'string' && isAllowedOverride(url)) overrides[name] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

// Logout clears all browser storage, the guard included when it finds no token on
// the very first screen; the page keeps its own copy so an override given on the sign-in address
// still applies after signing in on that page.
let current: Overrides = {};

function persist(overrides: Overrides): void {
  current = overrides;
  const store = sessionStore();
  if (!store) return;
  if (Object.keys(overrides).length === 0) store.removeItem(OVERRIDE_STORAGE_KEY);
  else store.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
}

/** Reads `remote.<name>=<url>` parameters; an empty value removes that remote's override. */
export function captureRemoteOverrides(search: string): void {
  const overrides = { ...readStored(), ...current };
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX)) continue;
    const name = key.slice(OVERRIDE_PARAM_PREFIX.length);
    if (!isRemoteName(name)) {
      console.warn(`[remotes] ignoring override for unknown remote "${name}"`);
      continue;
    }
    if (value === '') delete overrides[name];
    else if (isAllowedOverride(value)) overrides[name] = value;
    else console.warn(`[remotes] ignoring override for ${name}: ${value} is neither this site nor loopback`);
  }
  persist(overrides);
}

/** The manifest URL a QA override sets for this remote, if any. */
export function remoteOverride(remote: RemoteName): string | undefined {
  const overrides = { ...readStored(), ...current };
  if (overrides[remote] && !readStored()[remote]) persist(overrides);
  return overrides[remote];
}

/** For tests: forget the page's copy. */
export function resetRemoteOverridesForTests(): void {
  current = {};
}
