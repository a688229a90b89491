import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/support/useTestApp';
import { NO_CACHE } from './cacheControl';

/** A built shell with its prerendered login pages (shell/scripts/prerenderLoginPlugin.js writes them). */
const appsDir = path.join(tmpdir(), `qis-prerendered-${randomBytes(4).toString('hex')}`);
const INDEX_HTML = '<!doctype html><div id="root"></div>';
const loginHtml = (locale: string) => `<!doctype html><html lang="${locale}"><div id="root">form</div>`;

beforeAll(() => {
  const dist = path.join(appsDir, 'shell', 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), loginHtml('default'));
  for (const locale of ['en', 'fr', 'de', 'nl']) {
    writeFileSync(path.join(dist, 'prerendered', `login.${locale}.html`), loginHtml(locale));
  }
});

const testApp = useTestApp({ env: { APPS_DIR: appsDir } });

afterAll(() => {
  rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the prerendered login screen', () => {
  it('answers /login and /<locale>/login with the page of that locale, revalidated on every load', async () => {
    for (const [url, locale] of [
      ['/login', 'default'],
      ['/fr/login', 'fr'],
      ['/de/login/', 'de'],
      ['/nl/login?next=1', 'nl'],
      ['/en/login', 'en'],
    ]) {
      const response = await get(url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(loginHtml(locale ?? ''));
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('answers it at / and /<locale> for a browser without the signed-in hint, saying it varies with the cookie', async () => {
    const root = await get('/');
    expect(root.body).toBe(loginHtml('default'));
    expect(root.headers.vary).toMatch(/cookie/i);
    expect((await get('/fr')).body).toBe(loginHtml('fr'));
    expect((await get('/de/')).body).toBe(loginHtml('de'));
  });

  it('answers the app page at / for a browser that holds a session', async () => {
    const root = await get('/', 'qis-signed-in=1');
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX_HTML);
    expect(root.headers.vary).toMatch(/cookie/i);
    expect((await get('/fr', 'XSRF-TOKEN=abc; qis-signed-in=1')).body).toBe(INDEX_HTML);
  });

  it('leaves the other page addresses to the app page, signed in or not', async () => {
    for (const url of ['/home', '/fr/home', '/fr/login/extra', '/logins', '/callback']) {
      expect((await get(url)).body).toBe(INDEX_HTML);
    }
  });
});
