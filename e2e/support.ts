import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from '@qis/contract';
import { BASE_URL } from '../playwright.config';
import { workerMember, type Member } from './member';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** Signs in through the login screen, as a member would, and waits for the home page. */
export async function signIn(
  page: Page,
  locale: Locale | null = 'fr',
  member: { email: string; password: string } = DEMO,
) {
  const prefix = locale ? `/${locale}` : '';
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
}

/**
 * The tests of a spec that is not about signing in: each page starts signed in as the worker's own
 * member (`member`), from a session stored once (e2e/member.ts), instead of through the login screen
 * every time. `signedIn: false` gives a test a context without that session (to sign in itself).
 */
export const test = base.extend<{ signedIn: boolean }, { member: Member }>({
  signedIn: [true, { option: true }],
  member: [
    async ({ browser }, provide, workerInfo) =>
      provide(await workerMember(browser, BASE_URL, workerInfo.parallelIndex)),
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ signedIn, member, storageState }, provide) =>
    provide(signedIn ? await member.session() : storageState),
});

/**
 * The home page of a context that is signed in already (`test` above), where signIn ends. In the specs
 * that allow the portal's service worker, it installs and fills its cache on this page, as after a
 * sign-in, and not on the screen the test then opens (on a busy machine that made the screen miss its 10 s).
 */
export async function openHome(page: Page, locale: Locale | null = 'fr') {
  const prefix = locale ? `/${locale}` : '';
  await page.goto(`${prefix}/home`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
}

/**
 * Waits until React has adopted the prerendered element `selector` (hydration attaches its fiber to the
 * node). A blur before that is not replayed by React, so a test about the form's messages starts here.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/**
 * Installs a stand-in for the React DevTools hook before any script runs: every copy of React DOM in the page
 * registers itself with it, so the number of renderers is the number of React DOMs loaded.
 */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}

/**
 * A loopback port nothing listens on now. A server a test starts takes one of these rather than a fixed
 * number, which another run on the same machine (or anything else) may already hold.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Waits until `url` answers 2xx from the server `child` started. Fails at once when `child` exits first
 * (its port was taken, it could not start): waiting out the time limit would only hide why.
 */
export async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  let exited: string | null = null;
  const onExit = (code: number | null, signal: string | null) => (exited = `code ${code}, signal ${signal}`);
  child.once('exit', onExit);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the server for ${url} exited before it answered (${exited})`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // still starting
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`nothing answered ${url} within ${timeoutMs / 1000} s`);
  } finally {
    child.off('exit', onExit);
  }
}
