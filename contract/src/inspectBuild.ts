import { contractProblems, manifestProblems, type RemoteContract, type ShellOffer } from './remoteContract';
import { besideManifest, REMOTE_CONTRACT_FILE, ROUTE_TABLE_FILE } from './remotes';
import { routeTableProblems, type PublishedRouteTable } from './routeTable';

/** Reads a published file as text; rejects when it cannot (unreachable, 404). */
export type LoadText = (url: string) => Promise<string>;

/** One remote build as the shell would load it, judged against the shell's offer. */
export interface BuildInspection {
  remote: string;
  manifestUrl: string;
  /** Each incompatibility as one readable line; empty when the shell can load the build. */
  problems: string[];
  /** The build's route table when it is usable (with problems elsewhere, it is still read). */
  table: PublishedRouteTable | null;
}

async function readJson(
  load: LoadText,
  url: string,
  file: string,
): Promise<{ value?: unknown; problem?: string }> {
  let text: string;
  try {
    text = await load(url);
  } catch (error) {
    return {
      problem: `${file} cannot be read at ${url}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${file} at ${url} is not JSON` };
  }
}

/**
 * Everything the shell needs of a remote's build, checked before a member loads it: the manifest
 * exposes ./routes, the contract (remote-contract.json) matches the shell's contract version and
 * singletons, and the route table (route-table.json) is readable and names only the build's screens.
 * The same check runs in `npm run remote:check`, in the server for every registry entry, and in the
 * shell for a QA override.
 */
export async function inspectRemoteBuild(
  remote: string,
  manifestUrl: string,
  load: LoadText,
  offer: ShellOffer,
): Promise<BuildInspection> {
  const problems: string[] = [];
  const manifest = await readJson(load, manifestUrl, 'mf-manifest.json');
  if (manifest.problem) return { remote, manifestUrl, problems: [manifest.problem], table: null };
  problems.push(...manifestProblems(manifest.value));

  const contract = await readJson(
    load,
    besideManifest(manifestUrl, REMOTE_CONTRACT_FILE),
    REMOTE_CONTRACT_FILE,
  );
  if (contract.problem) problems.push(contract.problem);
  else problems.push(...contractProblems(contract.value, offer, { remote }));
  const screens = (contract.value as Partial<RemoteContract> | undefined)?.screens;

  const table = await readJson(load, besideManifest(manifestUrl, ROUTE_TABLE_FILE), ROUTE_TABLE_FILE);
  let usable: PublishedRouteTable | null = null;
  if (table.problem) problems.push(table.problem);
  else {
    const tableProblems = routeTableProblems(table.value, {
      remote,
      ...(Array.isArray(screens) ? { screens } : {}),
    });
    problems.push(...tableProblems);
    if (tableProblems.length === 0) usable = table.value as PublishedRouteTable;
  }
  return { remote, manifestUrl, problems, table: usable };
}
