import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, type ShellOffer } from '@qis/contract';
import { REPO_ROOT } from '../config';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * What the shell served with this server offers the remotes: the built shell's shell-offer.json
 * (its contract version and the singletons it provides), else, with no shell built (API tests, a
 * server serving remotes only), the shell package's pinned dependencies and this contract version.
 */
export async function readShellOffer(appsDir: string): Promise<ShellOffer> {
  const built = await readJson<ShellOffer>(path.join(appsDir, 'shell', 'dist', 'shell-offer.json'));
  if (built) return built;
  for (const dir of [appsDir, REPO_ROOT]) {
    const pkg = await readJson<{ dependencies?: Record<string, string> }>(
      path.join(dir, 'shell', 'package.json'),
    );
    if (pkg?.dependencies) return { contractVersion: CONTRACT_VERSION, shared: pkg.dependencies };
  }
  return { contractVersion: CONTRACT_VERSION, shared: {} };
}
