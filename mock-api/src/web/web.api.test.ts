import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { useMovedRemotes } from '../../test/support/movedRemotes';
import { expectApiError } from '../../test/support/testApp';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cacheControl';
import { registryOrigins } from './registry';

/** Holds a tiny built portal, written before the app starts. */
const appsDir = path.join(tmpdir(), `qis-apps-${randomBytes(4).toString('hex')}`);

const INDEX_HTML = '<!doctype html><title>QIS</title><script defer src="/main.0a1b2c3d.js"></script>';

function writeFile(relative: string, content: string): void {
  const file = path.join(appsDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Declared before useTestApp, so it runs before the app starts and reads the folder.
beforeAll(() => {
  writeFile('shell/dist/index.html', INDEX_HTML);
  writeFile('shell/dist/main.0a1b2c3d.js', 'console.log("shell")');
  writeFile('shell/dist/main.0a1b2c3d.css', 'body{}');
  writeFile('shell/dist/remoteEntry.js', 'var shell;');
  writeFile('shell/dist/favicon.ico', 'icon');
  writeFile('shell/dist/vendor.89abcdef.js', `export const text = "${'member portal '.repeat(500)}";`);
  writeFile('mfe-account/dist/mf-manifest.json', '{"name":"mfe_account"}');
  writeFile('mfe-account/dist/remoteEntry.js', 'var mfe_account;');
  writeFile('mfe-account/dist/__federation_expose_routes.9f8e7d6c.js', 'export {}');
  // As the build precompresses (rspack.base.js): the files beside it are sent as they are.
  writeFile('mfe-account/dist/chunk.12345678.js', `export const text = "${'precompressed '.repeat(200)}";`);
  writeFileSync(
    path.join(appsDir, 'mfe-account/dist/chunk.12345678.js.br'),
    brotliCompressSync(readFileSync(path.join(appsDir, 'mfe-account/dist/chunk.12345678.js'))),
  );
  writeFileSync(
    path.join(appsDir, 'mfe-account/dist/chunk.12345678.js.gz'),
    gzipSync(readFileSync(path.join(appsDir, 'mfe-account/dist/chunk.12345678.js'))),
  );
  writeFile('mfe-account/dist/index.html', '<!doctype html><title>standalone</title>');
  // mfe-nutrition, mfe-fitness and mfe-coaching are not built.
});

/** The tiny built portal in appsDir; `moved` has a registry that moves two remotes to other origins. */
const { testApp, moved } = useMovedRemotes(appsDir, () => ({
  REMOTE_REGISTRY: JSON.stringify({
    'mfe-coaching': 'https://coaching.cdn.example/v42/mf-manifest.json',
    'mfe-fitness': 'https://fitness.cdn.example/mf-manifest.json',
  }),
  REMOTE_MFE_FITNESS_URL: 'https://fitness-canary.example:8443/mf-manifest.json',
  CSP_LOOPBACK_REMOTES: 'false',
}));

afterAll(() => {
  rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string, instance = testApp.app) => instance.inject({ method: 'GET', url });

describe('the shell at /', () => {
  it('serves index.html at / and revalidates it on every load', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers index.html for any portal page address (SPA fallback), locale or not', async () => {
    for (const url of ['/fr/profile', '/home', '/de/useful/food-database?x=1', '/meal-plan/results']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('caches content-hashed files for a year, and revalidates the others', async () => {
    const script = await get('/main.0a1b2c3d.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("shell")');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/main.0a1b2c3d.css')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe(NO_CACHE);
  });

  it('compresses text files for clients that accept it', async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/vendor.89abcdef.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.rawPayload.length).toBeLessThan(1000);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    const plain = await testApp.app.inject({ method: 'GET', url: '/vendor.89abcdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('member portal member portal');
  });

  it('sends the files the build compressed as they are, with their length', async () => {
    const folder = path.join(appsDir, 'mfe-account/dist');
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip, deflate', '.gz'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/remotes/mfe-account/chunk.12345678.js',
        headers: { 'accept-encoding': encoding },
      });
      const stored = readFileSync(path.join(folder, `chunk.12345678.js${suffix}`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(suffix === '.br' ? 'br' : 'gzip');
      expect(response.headers['content-length']).toBe(String(stored.length));
      expect(response.rawPayload.equals(stored)).toBe(true);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('answers 404 for a missing file, not the page', async () => {
    const response = await get('/main.ffffffff.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>QIS</title>');
  });

  it('keeps API addresses out of the fallback', async () => {
    expectApiError(await get('/api/not-a-route'), 404, 'not-found');
  });

  it('issues the CSRF cookie with the page, and sends the security headers', async () => {
    const response = await get('/fr/login');
    expect(String(response.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the remotes under /remotes/<name>/', () => {
  it('serves a built remote, its manifest and entry revalidated, its chunks immutable', async () => {
    const manifest = await get('/remotes/mfe-account/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mfe_account' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/mfe-account/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/remotes/mfe-account/__federation_expose_routes.9f8e7d6c.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('lets a shell on another origin load them', async () => {
    const manifest = await get('/remotes/mfe-account/mf-manifest.json');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 for a remote that is not built, and for files outside the dist folder', async () => {
    expect((await get('/remotes/mfe-nutrition/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-nutrition/meal-plan')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-account/../../shell/dist/index.html')).body).not.toContain('standalone');
    expect((await get('/remotes/mfe-account/%2e%2e/package.json')).statusCode).toBe(404);
  });
});

describe('GET /remotes.json', () => {
  it('points every remote at its folder here by default, revalidated on every load', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      'mfe-coaching': '/remotes/mfe-coaching/mf-manifest.json',
      'mfe-nutrition': '/remotes/mfe-nutrition/mf-manifest.json',
      'mfe-fitness': '/remotes/mfe-fitness/mf-manifest.json',
      'mfe-account': '/remotes/mfe-account/mf-manifest.json',
    });
  });

  it('applies REMOTE_REGISTRY, then REMOTE_<NAME>_URL, over the defaults', async () => {
    expect((await get('/remotes.json', moved())).json()).toEqual({
      'mfe-coaching': 'https://coaching.cdn.example/v42/mf-manifest.json',
      'mfe-nutrition': '/remotes/mfe-nutrition/mf-manifest.json',
      'mfe-fitness': 'https://fitness-canary.example:8443/mf-manifest.json',
      'mfe-account': '/remotes/mfe-account/mf-manifest.json',
    });
  });

  it('allows the moved remotes’ origins, and only those, in the page’s CSP', async () => {
    const csp = String((await get('/', moved())).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self' https://coaching.cdn.example https://fitness-canary.example:8443");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe(scriptSrc);
    expect(csp).not.toContain('localhost');
    // By default, the shell's QA override may load a remote from the tester's own machine.
    expect(String((await get('/')).headers['content-security-policy'])).toMatch(
      /script-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/,
    );
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['dist/main.0a1b2c3d.js', IMMUTABLE],
    ['dist/main.0A1B2C3D.css', IMMUTABLE],
    ['dist/assets/logo.12345678.svg', IMMUTABLE],
    ['dist/main.0a1b2c3d.js.map', IMMUTABLE],
    ['dist/index.html', NO_CACHE],
    ['dist/mf-manifest.json', NO_CACHE],
    ['dist/remoteEntry.js', NO_CACHE],
    ['dist/videos/squat.mp4', NO_CACHE],
    ['dist/main.js', NO_CACHE],
    ['dist/main.0a1b2c3.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('registryOrigins', () => {
  it('lists the distinct origins of absolute URLs, ignoring paths on this server', () => {
    expect(
      registryOrigins({
        'mfe-coaching': 'https://cdn.example/a/mf-manifest.json',
        'mfe-nutrition': 'https://cdn.example/b/mf-manifest.json',
        'mfe-fitness': '/remotes/mfe-fitness/mf-manifest.json',
        'mfe-account': 'http://127.0.0.1:3004/mf-manifest.json',
      }),
    ).toEqual(['http://127.0.0.1:3004', 'https://cdn.example']);
  });
});
