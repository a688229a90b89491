import { expect, test, type Page } from '@playwright/test';
import { DEMO, waitForHydration } from './support';

/** Every console error and uncaught exception of the page (a hydration mismatch is reported as one). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('first paint of the login screen', () => {
  // The page as a member's browser first loads it, the portal's service worker registering (and no
  // console error: Playwright's block of the worker, the suite's default, reports one).
  test.use({ serviceWorkers: 'allow' });

  test('without JavaScript, /fr/login shows the form and says JavaScript is needed to sign in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/fr/login');
      await expect(page.getByRole('heading', { name: 'Connexion à votre espace membre' })).toBeVisible();
      await expect(page.getByLabel('Adresse email')).toBeVisible();
      await expect(page.getByLabel('Mot de passe')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
      // Playwright's text selectors skip <noscript> subtrees: the notice is found by its class.
      const notice = page.locator('.shell-noscript');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(
        'JavaScript est désactivé dans ce navigateur. Activez-le pour vous connecter.',
      );
      // The styles came with the page: the image panel has its green background without a script.
      const panel = page.locator('.shell-login__art');
      await expect(panel).toHaveCSS('background-image', /linear-gradient/);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript, the prerendered form hydrates without a warning and signs the member in', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto('/fr/login');
    // The form is in the page the server sent, before any script ran.
    expect(await response?.text()).toContain('Adresse email');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/home$/);
    expect(errors).toEqual([]);
  });

  test('the field messages still appear only after an edit once hydrated', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/de/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await waitForHydration(page, 'form');
    await page.locator('input[name="email"]').fill('no-email');
    await page.locator('input[name="email"]').blur();
    await expect(page.locator('.qis-login-form .qis-field__error')).toHaveCount(1);
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('/ leads a visitor without a session to the prerendered login, adopted in place', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto('/');
    expect(await response?.text()).toContain('data-prerendered="login"');
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    // Signed in, `/` is the app's own page again (the hint cookie tells the server).
    const again = await page.goto('/');
    expect(await again?.text()).not.toContain('data-prerendered');
    await expect(page).toHaveURL(/\/home$/);
    expect(errors).toEqual([]);
  });

  test('the login runs without the portal: a language link switches in place, and sign-in brings the portal', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const run: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') run.push(new URL(request.url()).pathname);
    });
    await page.goto('/fr/login');
    await page.waitForLoadState('networkidle');
    // Hydrated: a field message appears on an edit, which only the script can do.
    await page.locator('input[name="email"]').fill('not-an-email');
    await expect(page.locator('.qis-login-form .qis-field__error')).toHaveCount(1);
    await page.locator('input[name="email"]').fill(DEMO.email);
    expect(run.some((path) => path.startsWith('/login.'))).toBe(true);
    // Prefetched once the page is idle, not run: the portal's script and its styles, for after sign-in
    // (the styles may sit in a chunk the portal shares with another public page, under that chunk's name).
    await expect(page.locator('link[rel="prefetch"][href^="/portal."][href$=".js"]')).toHaveCount(1);
    await expect(page.locator('link[rel="prefetch"][href$=".css"]').first()).toBeAttached();
    expect(run.some((path) => path.startsWith('/portal.'))).toBe(false);

    // A marker on the window survives only if the switch does not reload the page.
    await page.evaluate(() => Object.assign(window, { qisMarker: 'same page' }));
    await page.getByRole('link', { name: /Nederlands/ }).click();
    await expect(page).toHaveURL(/\/nl\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen in uw ledenomgeving' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => (window as Window & { qisMarker?: string }).qisMarker)).toBe(
      'same page',
    );
    // What was typed is still there: the form was not rebuilt from the server.
    await expect(page.getByLabel('E-mailadres')).toHaveValue(DEMO.email);

    await page.getByLabel('Wachtwoord').fill(DEMO.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/nl\/home$/);
    expect(run.some((path) => path.startsWith('/portal.'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a hashed chunk is sent precompressed with brotli and its length', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await page.locator('input[name="email"]').waitFor();
    const hashed = scripts.find((path) => /\.[0-9a-f]{8}\.js$/.test(path));
    expect(hashed).toBeDefined();
    const response = await request.get(hashed ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(0);
  });
});
