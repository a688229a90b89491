import { expect } from '@playwright/test';
import { openHome, test } from './support';

/**
 * The issue's table of searches on the food database screen, as a member types them: the first row is
 * the everyday food (the same rules as the labelled set in mock-api/src/foods/search/labelled).
 */
const SEARCHES = [
  ['en', 'rice', /^Rice\b(?!.*\b(bran|flour|starch)\b).*\b(boiled|cooked)\b/i],
  ['en', 'egg', /^Eggs?\b(?!.*\b(nog|pate|white|yolk)\b)/i],
  ['en', 'chicken', /^Chicken\b(?!.*\b(fat|stock|burger|nuggets|liver)\b)/i],
  ['en', 'potato', /^Potato(es|e)?\b(?!.*\b(chips|gratin|starch|sticks)\b)/i],
  ['en', 'oats', /^Oat(meal| flakes)/i],
  ['de', 'Reis', /^Reis\b(?!.*\b(Kleie|Grieß|Stärke|Mehl)\b)/],
  ['de', 'Ei', /^(Eier?|Hühnerei)\b(?!.*(Einlauf|likör))/],
  ['de', 'Butter', /^Butter\b(?!.*cream)/],
  ['fr', 'fromage', /^Fromage\b(?!.*\b(tête|Italie|râpé)\b)/],
  ['fr', 'lentilles', /^Lentilles?\b/],
  ['fr', 'pâtes', /^Pâtes\b(?!.*\b(farcies|bolognaise|carbonara)\b)/],
  ['nl', 'brood', /^(Tarwe|Volkoren|Wit|Bruin)?[Bb]rood\b(?!je)/],
  ['nl', 'aardappel', /^Aardappel(en)?\b(?!.*\bzoete\b)/],
] as const;

test.describe('food database: the everyday food first', () => {
  // One page per language, the searches typed one after another as a member does: the first row is
  // awaited until it is the expected food (the previous search's row never is).
  for (const locale of [...new Set(SEARCHES.map(([language]) => language))]) {
    const searches = SEARCHES.filter(([language]) => language === locale);
    test(`in ${locale}: ${searches.map(([, query]) => `"${query}"`).join(', ')}`, async ({
      page,
    }, testInfo) => {
      await openHome(page, locale);
      await page.goto(`/${locale}/useful/food-database`);
      const search = page.locator('input[type="search"], input[name="searchText"]').first();
      const firstName = page.locator('table tbody tr').first().locator('td, th').first();
      for (const [, query, expected] of searches) {
        await test.step(`"${query}"`, async () => {
          await search.fill(query);
          await search.press('Enter');
          await expect(firstName).toHaveText(expected);
          if (query === 'rice' || query === 'pâtes') {
            await page.screenshot({
              path: testInfo.outputPath(`food-database-${locale}.png`),
              fullPage: true,
            });
          }
        });
      }
    });
  }
});
