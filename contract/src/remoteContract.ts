import { satisfy } from '@module-federation/runtime-core';
import { ROUTES_EXPOSE } from './remotes';

/** remote-contract.json: what a remote's build needs of the shell, written beside mf-manifest.json. */
export interface RemoteContract {
  remote: string;
  /** The @qis/contract major the build was made against (CONTRACT_VERSION). */
  contractVersion: number;
  /** The modules the build exposes: './routes'. */
  exposes: readonly string[];
  /** Each singleton it shares: the range it requires and the version it was built with. */
  shared: Readonly<Record<string, { requiredVersion: string; version: string }>>;
  /** The screen keys of its screen map: a route table may name only these. */
  screens: readonly string[];
}

/** What the shell offers a remote: its contract version and the version of each singleton it provides. */
export interface ShellOffer {
  contractVersion: number;
  shared: Readonly<Record<string, string>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a parsed mf-manifest.json cannot be loaded by the shell (none when it can). */
export function manifestProblems(manifest: unknown): string[] {
  if (!isObject(manifest)) return ['mf-manifest.json is not a JSON object'];
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const paths = exposes.map((expose) => (isObject(expose) ? expose.path : undefined));
  return paths.includes(ROUTES_EXPOSE)
    ? []
    : [`mf-manifest.json does not expose ${ROUTES_EXPOSE}, the module the shell loads`];
}

/** Why a parsed remote-contract.json cannot run in this shell (none when it can). */
export function contractProblems(
  value: unknown,
  offer: ShellOffer,
  expected: { remote?: string } = {},
): string[] {
  if (!isObject(value)) return ['remote-contract.json is not a JSON object'];
  const problems: string[] = [];
  if (expected.remote && value.remote !== expected.remote) {
    problems.push(`remote-contract.json is ${String(value.remote)}'s, not ${expected.remote}'s`);
  }
  if (value.contractVersion !== offer.contractVersion) {
    problems.push(
      `built against @qis/contract ${String(value.contractVersion)}, the shell offers contract ${offer.contractVersion}`,
    );
  }
  if (!Array.isArray(value.exposes) || !value.exposes.includes(ROUTES_EXPOSE)) {
    problems.push(`remote-contract.json does not list ${ROUTES_EXPOSE} among its exposed modules`);
  }
  if (!isObject(value.shared)) return [...problems, 'remote-contract.json lists no shared singletons'];
  for (const [name, requirement] of Object.entries(value.shared)) {
    const range = isObject(requirement) ? requirement.requiredVersion : undefined;
    const offered = offer.shared[name];
    if (typeof range !== 'string') problems.push(`shares ${name} without a required version`);
    else if (offered === undefined) problems.push(`shares ${name} ${range}, which the shell does not offer`);
    // The Module Federation runtime's own rule (^, ~, ||, prereleases), so what the server and
    // remote:check refuse is exactly what would make the browser warn or load a second copy.
    else if (!satisfy(offered, range)) problems.push(`needs ${name} ${range}, the shell offers ${offered}`);
  }
  if (!Array.isArray(value.screens) || !value.screens.every((screen) => typeof screen === 'string')) {
    problems.push('remote-contract.json lists no screens');
  }
  return problems;
}
