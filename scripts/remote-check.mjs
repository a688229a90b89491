// npm run remote:check -- <mf-manifest.json URL | dist folder>
// Compares one remote build with what the shell offers (the built shell's shell-offer.json, else the
// shell's installed singletons) and prints each incompatibility as one line; exits 1 when there is one.
// A feature team runs it before pointing the registry at a new build (docs/architecture.md, "Shipping a remote").
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);
const { loadContract } = require('./lib/contract.cjs');
const contract = loadContract();

const TIMEOUT_MS = 10_000;

/** The manifest's URL: an http(s) URL as given, a folder or a file as a file: URL. */
function manifestUrlOf(target) {
  if (/^https?:\/\//i.test(target)) return target;
  const full = path.resolve(target);
  if (!existsSync(full))
    throw new Error(`${target} is neither an http(s) URL nor an existing folder or file`);
  return pathToFileURL(statSync(full).isDirectory() ? path.join(full, 'mf-manifest.json') : full).href;
}

async function load(url) {
  if (url.startsWith('file:')) return readFileSync(fileURLToPath(url), 'utf8');
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

function shellOffer() {
  const built = path.join(ROOT, 'shell', 'dist', 'shell-offer.json');
  if (existsSync(built))
    return { offer: JSON.parse(readFileSync(built, 'utf8')), from: 'shell/dist/shell-offer.json' };
  const { shellOffer: fromPackages } = require('../rspack.base.js');
  return { offer: fromPackages(path.join(ROOT, 'shell')), from: "the shell's installed packages" };
}

/** Which remote the build is: its manifest's federation name, else its contract's remote. */
async function remoteOf(manifestUrl) {
  for (const [file, read] of [
    [
      'mf-manifest.json',
      (value) => contract.REMOTE_NAMES.find((name) => contract.federationName(name) === value.name),
    ],
    [contract.REMOTE_CONTRACT_FILE, (value) => value.remote],
  ]) {
    try {
      const url = file === 'mf-manifest.json' ? manifestUrl : contract.besideManifest(manifestUrl, file);
      const remote = read(JSON.parse(await load(url)));
      if (contract.isRemoteName(remote)) return remote;
    } catch {
      // The inspection names what cannot be read.
    }
  }
  return null;
}

async function main() {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run remote:check -- <mf-manifest.json URL | dist folder>');
    return 2;
  }
  const manifestUrl = manifestUrlOf(target);
  const { offer, from } = shellOffer();
  const remote = await remoteOf(manifestUrl);
  const inspection = await contract.inspectRemoteBuild(remote ?? 'unknown remote', manifestUrl, load, offer);
  const manifestUnread = inspection.problems.some(
    (line) => line.startsWith('mf-manifest.json cannot be read') || line.startsWith('mf-manifest.json at'),
  );
  const problems =
    remote || manifestUnread
      ? inspection.problems
      : [
          `${target} is none of the shell's remotes (${contract.REMOTE_NAMES.join(', ')})`,
          ...inspection.problems,
        ];
  if (problems.length === 0) {
    console.info(
      `${remote}: compatible with the shell (contract ${offer.contractVersion}, offer read from ${from})`,
    );
    return 0;
  }
  for (const problem of problems) console.error(`${remote ?? target}: ${problem}`);
  console.error(
    `${problems.length} incompatibilit${problems.length === 1 ? 'y' : 'ies'}: do not point the registry at this build.`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
