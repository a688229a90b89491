import { expect, test } from '@playwright/test';
import { signIn } from './support';

// A member on a train: the network goes away in the middle of a session, long enough for the access
// token to lapse, and comes back. Only a refresh the API refuses may end a session.
test.describe('a session that survives the network', () => {
  test('offline for a while, the access token lapsing meanwhile, and back: still signed in', async ({
    page,
    context,
  }) => {
    // The page's clock is ours: 30 s offline are enough to test, but the token should lapse meanwhile.
    await page.clock.install();
    await signIn(page, 'fr');
    await page.goto('/fr/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const refreshBefore = await page.evaluate(() => localStorage.getItem('refresh_token'));

    await context.setOffline(true);
    await page.clock.runFor(30_000);
    // The access token lasts 15 minutes: past it, the next screen asks for a refresh, which cannot be sent.
    await page.clock.fastForward('15:00');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Contact' })
      .click();

    const notice = page.getByRole('status').filter({ hasText: 'hors ligne' });
    await expect(notice).toContainText('Vous restez connecté');
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(refreshBefore);

    await context.setOffline(false);
    await expect(page.getByText('Vous êtes de nouveau en ligne.')).toBeVisible();
    // The refresh went through on reconnection: a new token pair, the member still in.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('refresh_token')))
      .not.toBe(refreshBefore);
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await expect(page).toHaveURL(/\/fr\/home$/);
  });
});
