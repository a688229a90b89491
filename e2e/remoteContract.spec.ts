import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, freePort, waitUntilServing } from './support';

// A feature team's builds deployed on another origin and registered with REMOTE_<NAME>_URL on a second
// portal server: the coaching build with its route table edited (no magic-menus menu entry), and an
// account build whose manifest no longer exposes ./routes. Nothing of the shell is rebuilt.
const ROOT = path.join(__dirname, '..');
/** The second portal's origin, on a port free when it starts. */
let PORTAL = '';
const BROKEN_ROUTES_LINE = 'mf-manifest.json does not expose ./routes, the module the shell loads';

// One second portal for the file: its tests stay together in one worker, in order.
test.describe.configure({ mode: 'default' });

const builds = mkdtempSync(path.join(tmpdir(), 'qis-remote-builds-'));
let cdn: Server;
let cdnOrigin = '';
let portal: ChildProcess | undefined;

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => {
  writeFileSync(file, JSON.stringify(value));
  // The copy's precompressed files would still hold the old content.
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
};

/** A copy of a remote's dist folder, changed by `edit`. */
function copyBuild(remote: string, folder: string, edit: (dir: string) => void) {
  const dir = path.join(builds, folder);
  cpSync(path.join(ROOT, remote, 'dist'), dir, { recursive: true });
  edit(dir);
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  copyBuild('mfe-coaching', 'coaching', (dir) => {
    const file = path.join(dir, 'route-table.json');
    const table = readJson(file) as { routes: { path: string; menu?: unknown; homeTile?: unknown }[] };
    for (const row of table.routes) {
      if (row.path !== 'magic-menus') continue;
      delete row.menu;
      delete row.homeTile;
    }
    writeJson(file, table);
  });
  copyBuild('mfe-account', 'account-broken', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    writeJson(file, { ...readJson(file), exposes: [] });
  });

  // Another origin, as a CDN would serve the builds (with CORS, as docs/architecture.md asks).
  cdn = createServer((request, response) => {
    const file = path.join(builds, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(builds + path.sep)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'application/json';
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  const { DATABASE_URL: _ignored, ...env } = process.env;
  const port = await freePort();
  PORTAL = `http://127.0.0.1:${port}`;
  portal = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: 'memory://',
      // No food import at start: these screens do not need the catalogue, and the import takes a minute.
      REFERENCE_DATA_DIR: path.join(builds, 'no-reference-data'),
      REMOTE_MFE_COACHING_URL: `${cdnOrigin}/coaching/mf-manifest.json`,
      REMOTE_MFE_ACCOUNT_URL: `${cdnOrigin}/account-broken/mf-manifest.json`,
    },
    stdio: 'ignore',
  });
  await waitUntilServing(`${PORTAL}/route-tables.json`, portal, 90_000);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await new Promise((resolve) => cdn?.close(resolve));
  rmSync(builds, { recursive: true, force: true });
});

async function signInThere(page: Page) {
  await page.goto(`${PORTAL}/fr/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${PORTAL}/fr/home`);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('an edited route table on another origin drops its menu entry, with no shell rebuild', async ({
  page,
}) => {
  await signInThere(page);
  await expect(menu(page).getByRole('link', { name: 'Chat IA' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Menus magiques' })).toHaveCount(0);
  // The build itself runs from the other origin.
  await menu(page).getByRole('link', { name: 'Chat IA' }).click();
  await expect(page.getByRole('textbox')).toBeVisible();
});

test('a build without ./routes is refused: /profile says why, every other screen works', async ({ page }) => {
  await signInThere(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${PORTAL}/fr/profile`);
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: "Cette rubrique n'est pas disponible" })).toBeVisible();
  await expect(fallback.getByRole('listitem')).toHaveText(BROKEN_ROUTES_LINE);
  await page.screenshot({ path: test.info().outputPath('refused-profile.png') });
  // Refused before loading: not even its remoteEntry.js was asked for.
  expect(requests.filter((url) => url.includes('/account-broken/') && url.endsWith('.js'))).toEqual([]);
  // The menu is whole (the account's last good table) and the other remotes work.
  await menu(page).getByRole('link', { name: 'Salle de sport' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a QA override to a build the shell cannot run is refused with the exact incompatibility', async ({
  page,
}) => {
  await signInThere(page);
  const override = encodeURIComponent(`${cdnOrigin}/account-broken/mf-manifest.json`);
  await page.goto(`${PORTAL}/fr/contact?remote.mfe-account=${override}`);
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(BROKEN_ROUTES_LINE);
});

test('npm run remote:check passes the account build and fails it without ./routes, naming it', async () => {
  const check = (target: string) =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'remote-check.mjs'), target], {
      cwd: ROOT,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  const good = await check(path.join(ROOT, 'mfe-account', 'dist'));
  expect(good.code).toBe(0);
  expect(good.output).toContain('mfe-account: compatible with the shell');
  const broken = await check(path.join(builds, 'account-broken'));
  expect(broken.code).toBe(1);
  expect(broken.output).toContain(`mfe-account: ${BROKEN_ROUTES_LINE}`);
  const byUrl = await check(`${cdnOrigin}/account-broken/mf-manifest.json`);
  expect(byUrl.code).toBe(1);
  expect(byUrl.output).toContain(BROKEN_ROUTES_LINE);
});
