import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@qis/contract';
import { openHome, test } from './support';

// The day at a glance on a phone: a member opens the diary many times a day, and its first view must
// hold what is left, the bar against the range and the way to add, without scrolling.
const PHONE = { width: 390, height: 844 };
/** Set E2E_SCREENSHOTS to a folder to keep the diary's first view on a phone and on a desktop. */
const SHOTS = process.env.E2E_SCREENSHOTS;

const TEXTS: Record<'fr' | 'de', { left: RegExp; add: string; region: string; previous: string }> = {
  fr: {
    left: /Il vous reste|de trop/,
    add: 'Ajouter un aliment',
    region: 'Ajouter à la journée',
    previous: 'Jour précédent',
  },
  de: {
    left: /übrig|darüber/,
    add: 'Lebensmittel hinzufügen',
    region: 'Zum Tag hinzufügen',
    previous: 'Vorheriger Tag',
  },
};

async function expectInFirstView(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}

test.describe('the diary on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 120_000 });

  for (const locale of ['fr', 'de'] as const satisfies readonly Locale[]) {
    test(`${locale}: what is left, the range bar and the add control in the first view`, async ({ page }) => {
      const texts = TEXTS[locale];
      await openHome(page, locale);
      await page.goto(`/${locale}/diary`);
      await expect(page.getByTestId('diary-left')).toHaveText(texts.left, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectInFirstView(page.getByTestId('diary-left'));
      await expectInFirstView(page.getByTestId('diary-bar'));
      const add = page.getByRole('button', { name: texts.add });
      await expectInFirstView(add);
      // The day's navigation: the arrows around the date, the calendar behind the date.
      await expectInFirstView(page.getByRole('button', { name: texts.previous }));
      await expectInFirstView(page.getByTestId('diary-day'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The summary's figures: each value on one line, not a narrow column of five.
      const bonus = await page.getByTestId('diary-bonus').evaluate((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
        return element.getBoundingClientRect().height / lineHeight;
      });
      expect(bonus).toBeLessThanOrEqual(2.1);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `diary-phone-${locale}.png`) });
      await expectNoAxeViolations(page);

      const dateButton = page.getByTestId('diary-day').getByRole('button');
      await dateButton.click();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('grid')).toBeHidden();
      await expect(dateButton).toBeFocused();

      // The add control takes the member to the add panel, its first choice focused.
      await add.click();
      const region = page.getByRole('region', { name: texts.region });
      await expect(region.locator(':focus')).toHaveCount(1);
      await expectInFirstView(region.getByRole('heading', { name: texts.region }));

      if (SHOTS) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(SHOTS, `diary-desktop-${locale}.png`) });
      }
    });
  }
});
