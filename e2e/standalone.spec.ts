import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO } from './support';

// A remote's standalone mode, as QA runs it: its own rspack dev server, proxying /api to the real API.
const PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3104);
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

async function waitUntilServing(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still compiling
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the standalone dev server did not answer ${url}`);
}

test.describe('mfe-account standalone', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    const apiUrl = BASE_URL;
    server = spawn('npx', ['rspack', 'serve', '--mode', 'development'], {
      cwd: path.join(__dirname, '..', 'mfe-account'),
      env: { ...process.env, DEV_PORT: String(PORT), API_URL: apiUrl },
      stdio: 'ignore',
      detached: true,
    });
    await waitUntilServing(`${ORIGIN}/`, 150_000);
  });

  test.afterAll(() => {
    // The dev server runs in its own process group: end it with its children.
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('serves the remote alone: sign-in against the real API, then its routes', async ({ page }) => {
    await page.goto(`${ORIGIN}/fr/profile`);
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Modifier l'entrée du / }).first()).toBeVisible();
    await page.locator('a[href="/fr/contact"]').first().click();
    await expect(page.locator('input[name="email"]')).toHaveValue(DEMO.email);
  });
});
