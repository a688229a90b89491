import { expect, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@qis/contract';
import { openHome, test } from './support';

// No screen is wider than a 390 px phone, in any language: a page that scrolls sideways hides half of
// every line. Every route of the remotes' published route tables (as the server serves them to the
// shell, so a new screen is walked without touching this file), the shell's own screens, and the
// states where wide content appears (a plan's table, a list of foods).
const PHONE = { width: 390, height: 844 };

interface PublishedRoute {
  path: string;
  locales?: Locale[];
}

/** Every app path of the remotes' route tables shown in `locale`; a parameter gets a real value. */
async function remotePaths(page: Page, locale: Locale): Promise<string[]> {
  const response = await page.request.get('/route-tables.json');
  const { remotes } = (await response.json()) as {
    remotes: Record<string, { table: { routes: PublishedRoute[] } | null }>;
  };
  return Object.values(remotes)
    .flatMap((remote) => remote.table?.routes ?? [])
    .filter((route) => !route.locales || route.locales.includes(locale))
    .map((route) => `/${route.path.replace(':id', '1')}`);
}

const PLAN_QUERY = 'weight=82&age=45&gender=female&activityLevel=sitting';
const SHELL_PATHS = ['/home', '/error?message=Failed%20to%20generate%20meal%20plan'];
const STATE_PATHS = [`/meal-plan/results?${PLAN_QUERY}`, `/meal-plan/shopping-list?${PLAN_QUERY}`];

/** How far the page reaches past the phone's width, and what sticks out: boxes, and text past its box. */
async function overflow(page: Page): Promise<{ width: number; widest: string[] }> {
  return page.evaluate((limit) => {
    const past = (rect: DOMRect) => rect.right > limit + 0.5;
    const name = (element: Element | null) =>
      element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
    const boxes = Array.from(document.querySelectorAll('body *'))
      .filter((element) => past(element.getBoundingClientRect()))
      .map((element) => `${name(element)} (${Math.round(element.getBoundingClientRect().right)} px)`);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = Math.max(0, ...Array.from(range.getClientRects()).map((rect) => rect.right));
      if (right > limit + 0.5)
        texts.push(
          `"${node.textContent?.trim().slice(0, 40)}" in ${name(node.parentElement)} (${Math.round(right)} px)`,
        );
    }
    return { width: document.documentElement.scrollWidth, widest: [...boxes, ...texts].slice(0, 6) };
  }, PHONE.width);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, h1').first()).toBeVisible();
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` since the call (networkidle,
 * after a navigation without a page load).
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 300) => {
    // Counted from the call, right after the navigation: the screen's first request starts only once
    // React renders the new route, and the previous screen's quiet must not count.
    changedAt = Date.now();
    await expect
      .poll(() => inFlight === 0 && Date.now() - changedAt >= quietMs, { intervals: [50], timeout: 20_000 })
      .toBe(true);
  };
}

/**
 * Opens a path as the portal's links do, through its router without a page load (a popstate is what
 * the router listens to), then waits for the screen's requests and its heading.
 */
async function openInPage(page: Page, path: string, quiet: () => Promise<void>) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await quiet();
  await expect(page.locator('main h1, h1').first()).toBeVisible();
}

test.use({ viewport: PHONE });

test.describe('every screen fits a 390 px phone', () => {
  test.setTimeout(300_000);

  test.describe('signed out', () => {
    test.use({ signedIn: false });

    test('signed out: the login screen in every language', async ({ page }) => {
      for (const locale of LOCALES) {
        await page.goto(`/${locale}/login`);
        await settle(page);
        const { width, widest } = await overflow(page);
        expect(width, `/${locale}/login: ${widest.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });

  for (const locale of LOCALES) {
    test(`signed in, every route in ${locale}`, async ({ page }) => {
      const quiet = requestsInFlight(page);
      await openHome(page, locale);
      const paths = [...SHELL_PATHS, ...(await remotePaths(page, locale)), ...STATE_PATHS];
      const tooWide: string[] = [];
      for (const path of paths) {
        await openInPage(page, `/${locale}${path}`, quiet);
        const { width, widest } = await overflow(page);
        if (width > PHONE.width) tooWide.push(`${path}: ${width} px (${widest.join(', ')})`);
      }
      expect(tooWide).toEqual([]);
    });
  }

  test('the lists and tables opened on a screen, in German (the longest words)', async ({ page }) => {
    await openHome(page, 'de');
    const fits = async (what: string) => {
      await expect(page.locator('table').first()).toBeVisible();
      const { width, widest } = await overflow(page);
      expect(width, `${what}: ${widest.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
    };
    await page.goto('/de/qis/table');
    await page.locator('form button[type="submit"]').click();
    await fits('QIS table');
    await page.goto('/de/useful/low-qis');
    await page.locator('main button').first().click();
    await fits('low-QIS list');
    await page.goto('/de/useful/food-database');
    await page.locator('main input[type="search"], main input[type="text"]').first().fill('Käse');
    await page.locator('form button[type="submit"]').click();
    await fits('food database');
  });
});
