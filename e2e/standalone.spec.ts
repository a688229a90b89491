import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO, freePort, waitUntilServing } from './support';

// A remote's standalone mode, as QA runs it: its own rspack dev server, proxying /api to the real API,
// on a port free at the time (E2E_STANDALONE_PORT, when set, gives the first of four fixed ones).
const FIXED_FIRST_PORT = process.env.E2E_STANDALONE_PORT ? Number(process.env.E2E_STANDALONE_PORT) : null;

/** Starts `rspack serve` for one remote before its tests and stops it (with its children) after. */
function standaloneServer(remote: string, index: number) {
  let server: ChildProcess | undefined;
  const started = { origin: '' };
  test.beforeAll(async () => {
    const port = FIXED_FIRST_PORT === null ? await freePort() : FIXED_FIRST_PORT + index;
    server = spawn('npx', ['rspack', 'serve', '--mode', 'development'], {
      cwd: path.join(__dirname, '..', remote),
      env: { ...process.env, DEV_PORT: String(port), API_URL: BASE_URL },
      stdio: 'ignore',
      detached: true,
    });
    started.origin = `http://127.0.0.1:${port}`;
    await waitUntilServing(`${started.origin}/`, server, 150_000);
  });
  test.afterAll(() => {
    try {
      if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // The group is gone already (the server never started): beforeAll has said why.
    }
  });
  return started;
}

async function signInToFrame(page: Page) {
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
}

test.describe('mfe-account standalone', () => {
  test.setTimeout(180_000);
  const server = standaloneServer('mfe-account', 0);

  test('serves the remote alone: sign-in against the real API, then its routes', async ({ page }) => {
    await page.goto(`${server.origin}/fr/profile`);
    await signInToFrame(page);
    await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Modifier l'entrée du / }).first()).toBeVisible();
    await page.locator('a[href="/fr/contact"]').first().click();
    await expect(page.locator('input[name="email"]')).toHaveValue(DEMO.email);
  });
});

test.describe('mfe-nutrition standalone', () => {
  test.setTimeout(180_000);
  const server = standaloneServer('mfe-nutrition', 1);

  test('serves every nutrition screen alone, in each locale', async ({ page }) => {
    await page.goto(`${server.origin}/de/qis/table`);
    await signInToFrame(page);
    await expect(page.getByRole('heading', { level: 1, name: 'QIS-Tabelle' })).toBeVisible();
    for (const [locale, screen] of [
      ['fr', '/useful/food-database'],
      ['en', '/qis/calculator'],
      ['nl', '/useful/recipe-of-the-day'],
      ['de', '/useful/bonus'],
      ['fr', '/useful/tip-of-the-day'],
      ['en', '/meal-plan'],
    ] as const) {
      await page.goto(`${server.origin}/${locale}${screen}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });
});

test.describe('mfe-coaching standalone', () => {
  test.setTimeout(180_000);
  const server = standaloneServer('mfe-coaching', 2);

  test('serves the chat and magic menus alone, in each locale, against the real API', async ({ page }) => {
    // The answer shows whole at once, not typed out (what is tested here is that it arrives).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.origin}/fr/chat`);
    await signInToFrame(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat IA' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Votre question' });
    await field.fill("Qu'est-ce que le QIS ?");
    await field.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /QIS/ })).toHaveCount(1, { timeout: 30_000 });
    for (const [locale, screen, title] of [
      ['en', '/chat', 'AI chat'],
      ['de', '/magic-menus', 'Magische Menüs'],
      ['nl', '/chat', 'AI-chat'],
      ['fr', '/magic-menus', 'Menus magiques'],
    ] as const) {
      await page.goto(`${server.origin}/${locale}${screen}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });
});

test.describe('mfe-fitness standalone', () => {
  test.setTimeout(180_000);
  const server = standaloneServer('mfe-fitness', 3);

  test('serves the studio and the guided view alone, the media through the dev server', async ({ page }) => {
    await page.goto(`${server.origin}/fr/gym`);
    await signInToFrame(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio de fitness en ligne' })).toBeVisible();
    await expect(page.getByTestId('fitness-video')).toHaveCount(22);
    await expect(page.getByText(/^Cette semaine : \d+ sur 2 entraînements$/)).toBeVisible();
    const video = page.getByTestId('fitness-video').first().locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1);
    await page.goto(`${server.origin}/en/gym/workout/3`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guided workout: About 3 minutes - workout' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeFocused();
  });
});
