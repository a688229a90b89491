import { expect, type Page } from '@playwright/test';
import { openHome, test } from './support';

// Every number a member reads is written as the page's language writes it. French groups thousands
// with a narrow no-break space (U+202F, what Intl writes), German with a point; both write decimals
// with a comma. The format checks below compare those exact characters; the sentence checks use
// Playwright's text matching, which folds every white space (U+202F included) to one space.

type Locale = 'fr' | 'de';

/** A number as the language writes it: "1 045", "82,5" in French; "1.045", "82,5" in German. */
const WRITTEN: Record<Locale, RegExp> = {
  fr: /^\d{1,3}(\u202f\d{3})*(,\d+)?$/,
  de: /^\d{1,3}(\.\d{3})*(,\d+)?$/,
};

/** Numbers followed by a unit the portal formats (QIS, kg, kcal, g, MB/Mo), read off the page's text. */
const QUANTITY = /(?<![\w.,])(\d+(?:[.,\u202f]\d+)*)\s?(?:QIS|kg|kcal|Mo|MB)\b/g;

/** The quantities of a text that are not written as the language writes them. */
function rawQuantities(text: string, locale: Locale): string[] {
  return [...text.matchAll(QUANTITY)]
    .map((match) => match[1]!.trim())
    .filter((number) => !WRITTEN[locale].test(number));
}

async function mainText(page: Page) {
  return page.getByRole('main').innerText();
}

const RESULTS: Record<Locale, { need: string; weight: string; unreachable: string }> = {
  fr: {
    need: 'Votre dépense énergétique quotidienne : 1 045 QIS',
    weight: '82,5 kg',
    unreachable: 'Votre fourchette recommandée est de 819 à 1 191 QIS par jour.',
  },
  de: {
    need: 'Ihr täglicher Energieverbrauch: 1.045 QIS',
    weight: '82,5 kg',
    unreachable: 'Ihr empfohlener Bereich liegt bei 819 bis 1.191 QIS pro Tag.',
  },
};

const results = (locale: Locale, weight: string) =>
  `/${locale}/meal-plan/results?weight=${weight}&age=17&gender=male&activityLevel=high-work-leisure`;

for (const locale of ['fr', 'de'] as const) {
  test.describe(`numbers in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await openHome(page, locale);
    });

    test('the meal-plan results: the need, the range notice, the weight and the plan', async ({ page }) => {
      await page.goto(results(locale, '340'));
      const main = page.getByRole('main');
      await expect(main).toContainText(RESULTS[locale].need);
      await expect(page.getByRole('table')).toBeVisible();
      const text = await mainText(page);
      expect(text).toMatch(/QIS/);
      expect(rawQuantities(text, locale)).toEqual([]);

      await page.goto(results(locale, '500'));
      await expect(page.getByRole('main')).toContainText(RESULTS[locale].unreachable);
      expect(rawQuantities(await mainText(page), locale)).toEqual([]);

      await page.goto(results(locale, '82.5'));
      await expect(page.getByRole('main')).toContainText(RESULTS[locale].weight);
      expect(rawQuantities(await mainText(page), locale)).toEqual([]);
    });

    test('the food database: QIS, calories and fat with the language’s decimal mark', async ({ page }) => {
      await page.goto(`/${locale}/useful/food-database`);
      await page.getByRole('checkbox').check();
      const search = page.locator('input[type="search"], input[name="searchText"]').first();
      await search.fill(locale === 'fr' ? 'fromage' : 'Käse');
      await search.press('Enter');
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      const numbers = await rows.evaluateAll((all) =>
        all.flatMap((row) =>
          Array.from(row.querySelectorAll('td'))
            .slice(1)
            .map((cell) => cell.textContent?.trim() ?? ''),
        ),
      );
      const known = numbers.filter((value) => value !== '–');
      expect(known.length).toBeGreaterThan(0);
      // Cheese has fat with decimals: at least one is written with a comma.
      expect(known.some((value) => value.includes(','))).toBe(true);
      expect(known.filter((value) => !WRITTEN[locale].test(value))).toEqual([]);
    });

    test('the gym: durations, sizes and QIS', async ({ page }) => {
      await page.goto(`/${locale}/gym`);
      await expect(page.getByRole('article').first()).toBeVisible();
      const text = await mainText(page);
      expect(text).toMatch(/\d,\d\s(Mo|MB)/);
      expect(rawQuantities(text, locale)).toEqual([]);
      if (locale === 'fr')
        await expect(page.getByRole('main')).toContainText('Environ 1 minute - entraînement');
    });
  });
}
