import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test.describe('session', () => {
  test('a protected page sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/fr/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="email"]')).toBeVisible();
  });

  test('logout empties browser storage, revokes the refresh token and ends on /login', async ({
    page,
    request,
  }) => {
    await signIn(page, 'fr');
    const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));
    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.goto('/fr/logout');
    expect((await revoked).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    const sizes = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
    expect(sizes).toEqual({ local: 0, session: 0 });
    const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const refresh = await request.post('/api/auth/refresh', {
      data: { refreshToken },
      headers: { 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${csrf}` },
    });
    expect(refresh.status()).toBe(401);
    await page.goto('/fr/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the callback stores the session, hides the tokens at once and ends on /home', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const login = await request.post('/api/auth/login', {
      data: { email: DEMO.email, pass: DEMO.password },
      headers: { 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${csrf}` },
    });
    expect(login.ok()).toBeTruthy();
    const { accessToken, refreshToken, user } = await login.json();
    const query = new URLSearchParams({ accessToken, refreshToken, userData: JSON.stringify(user) });
    await page.goto(`/callback?${query}`);
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    expect(page.url()).not.toContain(accessToken);
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(accessToken);
  });

  test('a callback without tokens says so and returns to /login', async ({ page }) => {
    await page.goto('/callback');
    await expect(page.getByText('Login failed: Missing authentication token')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
