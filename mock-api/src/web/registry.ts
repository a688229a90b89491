import type { RemoteRegistry } from '@qis/contract/api';

/** Origins of the remotes the registry places on other hosts: the CSP must allow their code. */
export function registryOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (url.startsWith('/')) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
