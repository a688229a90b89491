import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { compatibleBuild, filesOf, OFFER } from '@qis/contract/testing';
import type { FastifyInstance } from 'fastify';
import { useMovedRemotes } from '../../test/support/movedRemotes';
import type { RemoteBuildsSnapshot } from './remoteBuilds';

/** The portal this server serves: a shell and a compatible mfe-account build, both made here. */
const appsDir = path.join(tmpdir(), `qis-remote-builds-${randomBytes(4).toString('hex')}`);

function writeBuild(dir: string, files: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** Builds on another origin, by path: /<folder>/<file>. */
const elsewhere: Record<string, Record<string, unknown>> = {};
let origin = '';
let server: Server;

beforeAll(async () => {
  writeBuild(path.join(appsDir, 'shell', 'dist'), { 'shell-offer.json': OFFER });
  writeBuild(path.join(appsDir, 'mfe-account', 'dist'), filesOf(compatibleBuild('mfe-account')));
  writeBuild(path.join(appsDir, 'mfe-coaching', 'dist'), filesOf(compatibleBuild('mfe-coaching')));

  const withoutRoutes = compatibleBuild('mfe-coaching');
  withoutRoutes.manifest.exposes = [];
  elsewhere['broken'] = filesOf(withoutRoutes);
  const reactTwenty = compatibleBuild('mfe-nutrition');
  reactTwenty.contract = {
    ...reactTwenty.contract,
    shared: { ...reactTwenty.contract.shared, react: { requiredVersion: '20.0.0', version: '20.0.0' } },
  };
  elsewhere['react20'] = filesOf(reactTwenty);
  // A good build whose route table lost its menu entry: the menu follows without a shell build.
  const edited = compatibleBuild('mfe-fitness');
  edited.table = { ...edited.table, routes: edited.table.routes.filter((row) => row.path !== 'contact') };
  elsewhere['edited'] = filesOf(edited);

  server = createServer((request, response) => {
    const [, folder = '', file = ''] = (request.url ?? '').split('/');
    const value = elsewhere[folder]?.[file];
    if (value === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(appsDir, { recursive: true, force: true });
});

const { testApp, moved } = useMovedRemotes(appsDir, () => ({
  REMOTE_MFE_COACHING_URL: `${origin}/broken/mf-manifest.json`,
  REMOTE_MFE_NUTRITION_URL: `${origin}/react20/mf-manifest.json`,
  REMOTE_MFE_FITNESS_URL: `${origin}/edited/mf-manifest.json`,
}));

async function routeTables(app: FastifyInstance): Promise<RemoteBuildsSnapshot> {
  const response = await app.inject({ method: 'GET', url: '/route-tables.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return (response.json() as { remotes: RemoteBuildsSnapshot }).remotes;
}

describe('GET /route-tables.json: the registry’s builds, checked against the shell', () => {
  it('accepts a compatible build and serves its route table', async () => {
    const { 'mfe-account': account } = await routeTables(testApp.app);
    expect(account).toMatchObject({
      manifest: '/remotes/mfe-account/mf-manifest.json',
      compatible: true,
      problems: [],
    });
    expect(account.table?.routes.map((row) => row.path)).toEqual(['profile', 'contact']);
  });

  it('names a build that is missing with its reason', async () => {
    const { 'mfe-fitness': fitness } = await routeTables(testApp.app);
    expect(fitness.compatible).toBe(false);
    expect(fitness.problems).toEqual([
      'mf-manifest.json cannot be read at /remotes/mfe-fitness/mf-manifest.json: no such file on this server',
    ]);
    expect(fitness.table).toBeNull();
  });

  it('refuses a build on another origin without ./routes, keeping the remote’s last good table', async () => {
    const { 'mfe-coaching': coaching } = await routeTables(moved());
    expect(coaching.compatible).toBe(false);
    expect(coaching.problems).toEqual([
      'mf-manifest.json does not expose ./routes, the module the shell loads',
    ]);
    // This server's own build of the remote is the last good table: the menu stays whole.
    expect(coaching.table?.routes.map((row) => row.path)).toEqual(['profile', 'contact']);
  });

  it('refuses a build that needs a React major above the shell’s', async () => {
    const { 'mfe-nutrition': nutrition } = await routeTables(moved());
    expect(nutrition.problems).toEqual(['needs react 20.0.0, the shell offers 19.3.1']);
  });

  it('serves an edited route table from another origin as it is', async () => {
    const { 'mfe-fitness': fitness } = await routeTables(moved());
    expect(fitness.compatible).toBe(true);
    expect(fitness.table?.routes.map((row) => row.path)).toEqual(['profile']);
  });
});

describe('the last good route tables, kept across a restart', () => {
  const tablesFile = path.join(appsDir, 'state', 'route-tables.json');
  // The origin's port is known only once its server listens.
  const registry = () => ({ APPS_DIR: appsDir, REMOTE_MFE_FITNESS_URL: `${origin}/kept/mf-manifest.json` });

  it('serves a remote’s last good table after a restart while its build is unreachable', async () => {
    const edited = compatibleBuild('mfe-fitness');
    edited.table = { ...edited.table, routes: edited.table.routes.filter((row) => row.path !== 'contact') };
    elsewhere['kept'] = filesOf(edited);
    const env = registry();

    const first = await testApp.startApp({ env: { ...env, REMOTE_TABLES_FILE: tablesFile } });
    expect((await routeTables(first))['mfe-fitness'].compatible).toBe(true);
    await first.close();
    const kept = JSON.parse(readFileSync(tablesFile, 'utf8')) as Record<
      string,
      { routes: { path: string }[] }
    >;
    expect(kept['mfe-fitness']?.routes.map((row) => row.path)).toEqual(['profile']);

    // The build's origin stops answering; a new server starts with the kept file.
    delete elsewhere['kept'];
    const restarted = await testApp.startApp({ env: { ...env, REMOTE_TABLES_FILE: tablesFile } });
    const fitness = (await routeTables(restarted))['mfe-fitness'];
    expect(fitness.compatible).toBe(false);
    expect(fitness.problems[0]).toMatch(/^mf-manifest\.json cannot be read at .*HTTP 404$/);
    expect(fitness.table?.routes.map((row) => row.path)).toEqual(['profile']);

    // Without the file, the same restart has no table for that remote (it has no build on this server).
    const forgetful = await testApp.startApp({ env });
    expect((await routeTables(forgetful))['mfe-fitness'].table).toBeNull();
  });

  it('ignores a kept file that is not JSON and starts without it', async () => {
    mkdirSync(path.dirname(tablesFile), { recursive: true });
    writeFileSync(tablesFile, 'not json');
    const app = await testApp.startApp({ env: { ...registry(), REMOTE_TABLES_FILE: tablesFile } });
    const { 'mfe-account': account, 'mfe-fitness': fitness } = await routeTables(app);
    expect(account.table?.routes.map((row) => row.path)).toEqual(['profile', 'contact']);
    expect(fitness.table).toBeNull();
  });
});
