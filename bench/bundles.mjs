// Gzipped JavaScript the browser really loads: before /login is shown, and for each remote's first screen.
// Measured in Chromium through Playwright, summing gzip -9 of every script body the page fetched.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const { executablePath, args } = createRequire(import.meta.url)('../scripts/lib/chromium.json');
const LAUNCH = { executablePath: process.env.CHROMIUM_PATH ?? executablePath, args };

/** First screen of each remote, opened after sign-in. */
const REMOTE_SCREENS = {
  'mfe-account': '/profile',
  'mfe-nutrition': '/qis/calculator',
  'mfe-fitness': '/gym',
  'mfe-coaching': '/chat',
};

/**
 * Scripts the page fetched to run. A `<link rel="prefetch">` download (the login hints the portal's
 * files for after sign-in) is another resource type: it is neither run nor waited for, and is counted
 * apart when `prefetched` is given.
 */
function collectScripts(page, prefetched = null) {
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const isPrefetch =
      type !== 'script' && type !== 'stylesheet' && new URL(response.url()).pathname.endsWith('.js');
    const into = type === 'script' ? scripts : isPrefetch ? prefetched : null;
    if (!into) return;
    try {
      into.push({ url: response.url(), gzip: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      // a script that failed to load has no body to count
    }
  });
  return scripts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts) => scripts.reduce((sum, s) => sum + s.gzip, 0);

export async function measureBundles(baseUrl) {
  const browser = await chromium.launch(LAUNCH);
  const rows = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const prefetched = [];
    const beforeLogin = collectScripts(page, prefetched);
    await page.goto(`${baseUrl}/login`);
    await page.locator('form input[type="email"], form input[name="email"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    rows.push(['shell, before /login is shown', total(beforeLogin), beforeLogin.length]);
    rows.push(['shell, prefetched by /login for after sign-in', total(prefetched), prefetched.length]);

    await page.locator('input[name="email"]').fill('demo@example.com');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/home$/);
    await page.waitForLoadState('networkidle');

    for (const [remote, screen] of Object.entries(REMOTE_SCREENS)) {
      const scripts = collectScripts(page);
      await page.goto(`${baseUrl}${screen}`);
      await page.waitForLoadState('networkidle');
      const own = scripts.filter((s) => new URL(s.url).pathname.startsWith(`/remotes/${remote}/`));
      rows.push([`${remote} (${screen}, its own scripts)`, total(own), own.length]);
    }
  } finally {
    await browser.close();
  }
  console.info('\nJavaScript loaded by the browser (gzip -9 of each script body)');
  for (const [label, bytes, count] of rows)
    console.info(`  ${label.padEnd(48)} ${kb(bytes).padStart(9)}  (${count} files)`);
  return rows;
}
