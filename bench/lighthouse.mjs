// Lighthouse (mobile preset: emulated phone, simulated slow 4G and a 4x slower CPU) on the built portal,
// in Debian's Chromium: /login as a new visitor, and /fr/home signed in. Prints figures, asserts nothing.
// Chromium is started by Playwright with a remote-debugging port and a profile of its own: Lighthouse
// attaches to it, so a session written into localStorage before the audit is the one the page reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, signInSession } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../scripts/lib/chromium.json');
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;
/** Runs of each page: the machine is shared, one run can be unlucky. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function withChromium(use) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'qis-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? executablePath,
    args: [...args, `--remote-debugging-port=${port}`],
  });
  try {
    return await use(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Puts a session into the origin's localStorage as the portal stores it at sign-in. It is written from
 * /remotes.json, a page that loads no script or style, so the audited page still starts with a cold cache.
 */
async function storeSession(context, baseUrl) {
  const session = await signInSession(baseUrl);
  const page = await context.newPage();
  // The previous run's files must not be in the cache: the audit would measure a warm load.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.goto(`${baseUrl}/remotes.json`);
  await page.evaluate(({ accessToken, refreshToken, user }) => {
    localStorage.setItem('access_token', accessToken);
    localStorage.setItem('refresh_token', refreshToken);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.close();
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a loaded machine) is tried again once. */
async function audit(url, port, options, attempt = 1) {
  try {
    return await auditOnce(url, port, options);
  } catch (error) {
    if (attempt >= 2) return { error: error.message };
    return audit(url, port, options, attempt + 1);
  }
}

async function auditOnce(url, port, { keepStorage }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
    // Signed in, the session in localStorage must survive (Lighthouse would clear the origin's data).
    disableStorageReset: keepStorage,
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const consoleErrors = audits['errors-in-console'].details?.items ?? [];
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    consoleErrors: consoleErrors.map((item) =>
      `${item.source ?? ''} ${item.description ?? item.url ?? ''}`.trim(),
    ),
  };
}

const row = (label, r) =>
  r.error
    ? `  ${label.padEnd(26)} not measured: ${r.error}`
    : `  ${label.padEnd(26)} ${String(r.score).padStart(5)} ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(8)}` +
      ` ${`${Math.round(r.tbt)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.consoleErrors.length).padStart(8)}`;

export async function measureLighthouse(baseUrl) {
  const results = await withChromium(async (context, port) => {
    const rows = [];
    // As a new visitor: nothing stored, cold cache (Lighthouse resets the origin before each run).
    for (let run = 1; run <= RUNS; run += 1) {
      rows.push([`/login (run ${run})`, await audit(`${baseUrl}/login`, port, { keepStorage: false })]);
    }
    for (let run = 1; run <= RUNS; run += 1) {
      await storeSession(context, baseUrl);
      rows.push([
        `/fr/home signed in (run ${run})`,
        await audit(`${baseUrl}/fr/home`, port, { keepStorage: true }),
      ]);
    }
    return rows;
  });
  console.info(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile preset, ` +
      `${os.cpus().length} cores shared with whatever else runs (load ${os.loadavg()[0].toFixed(1)})`,
  );
  console.info(
    `  ${'page'.padEnd(26)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'console errors'.padStart(8)}`,
  );
  for (const [label, result] of results) {
    console.info(row(label, result));
    for (const error of result.consoleErrors ?? []) console.info(`      console: ${error}`);
  }
  for (const page of ['/login', '/fr/home signed in']) {
    const measured = results.filter(([label, r]) => label.startsWith(page) && !r.error).map(([, r]) => r);
    if (measured.length === 0) continue;
    const median = (key) => {
      const sorted = measured.map((r) => r[key]).sort((a, b) => a - b);
      return sorted[Math.floor((sorted.length - 1) / 2)];
    };
    const errors = measured.reduce((sum, r) => sum + r.consoleErrors.length, 0);
    console.info(
      row(`${page} (median)`, {
        score: median('score'),
        lcp: median('lcp'),
        tbt: median('tbt'),
        cls: median('cls'),
        consoleErrors: { length: errors },
      }),
    );
  }
  return results;
}
