import { expect, type Page } from '@playwright/test';
import { countReactRenderers, openHome, test } from './support';

/** Follows an in-app link (no page reload), opening the menu group that holds it when needed. */
async function follow(page: Page, path: string, group?: string) {
  if (group) {
    const toggle = page.locator('nav').getByRole('button', { name: group, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('federation', () => {
  test('the shell and all four remotes run on one React DOM', async ({ page }) => {
    const renderers = await countReactRenderers(page);
    await openHome(page, 'fr');
    const remotes: [string, string, string?][] = [
      ['/fr/profile', 'mfe-account'],
      ['/fr/gym', 'mfe-fitness'],
      ['/fr/qis/calculator', 'mfe-nutrition', 'QIS'],
      ['/fr/chat', 'mfe-coaching'],
    ];
    for (const [path, remote, group] of remotes) {
      const entry = page.waitForResponse((r) => r.url().includes(`/remotes/${remote}/remoteEntry.js`));
      await follow(page, path, group);
      await entry;
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    expect(await renderers()).toBe(1);
  });

  test.describe('with the remote unreachable', () => {
    // page.route does not see what the portal's service worker fetches: the worker stays out of this one.
    test.use({ serviceWorkers: 'block' });

    test('a remote that is down breaks only its own screens, and retry recovers it', async ({ page }) => {
      await openHome(page, 'fr');
      await page.route('**/remotes/mfe-nutrition/**', (route) => route.abort());
      await follow(page, '/fr/qis/calculator', 'QIS');
      await expect(page.getByText("Cette rubrique n'a pas pu être chargée")).toBeVisible();
      // The menu and the other remotes keep working.
      await follow(page, '/fr/gym');
      await expect(page.locator('main h1').first()).toBeVisible();
      await follow(page, '/fr/qis/calculator', 'QIS');
      await expect(page.getByText("Cette rubrique n'a pas pu être chargée")).toBeVisible();
      await page.unroute('**/remotes/mfe-nutrition/**');
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByText("Cette rubrique n'a pas pu être chargée")).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  });
});
