// Magic menus: the time to compose and render a recipe (templates filled from the food catalogue,
// likes, dislikes and diets honoured, sized, QIS computed, HTML sanitised), p50 and p95 over requests in
// English, French, German and Dutch for the three meals, server side, without a model. Runs on the
// built API (mock-api/dist) over the whole reference catalogue read into memory (REFERENCE_DATA_DIR as
// for the server), as an API instance holds it. `node bench/magicMenus.mjs --show` prints one recipe.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(path.join(ROOT, 'mock-api', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', file));

const MEALS = ['Breakfast', 'Main Course', 'Snack'];
const WISHES = {
  en: [
    {},
    { like: 'chicken, broccoli' },
    { dislike: 'fish' },
    { info: 'vegan' },
    { info: 'gluten-free, quick' },
    { like: 'fennel', dislike: 'nuts' },
  ],
  fr: [
    {},
    { like: 'poulet, brocoli' },
    { dislike: 'poisson' },
    { info: 'végétalien' },
    { info: 'sans gluten, rapide' },
    { like: 'fenouil', dislike: 'noix' },
  ],
  de: [
    {},
    { like: 'Hähnchen, Brokkoli' },
    { dislike: 'Fisch' },
    { info: 'vegan' },
    { info: 'glutenfrei, schnell' },
    { like: 'Fenchel', dislike: 'Nüsse' },
  ],
  nl: [
    {},
    { like: 'kip, broccoli' },
    { dislike: 'vis' },
    { info: 'veganistisch' },
    { info: 'glutenvrij, snel' },
    { like: 'venkel', dislike: 'noten' },
  ],
};
const ROUNDS = 5;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measureMagicMenus({ show = false } = {}) {
  const { loadFoodImportConfig } = dist('foods/config.js');
  const { referenceCatalogue } = dist('coaching/magicMenus/referenceCatalogue.js');
  const { MagicMenuComposer } = dist('coaching/magicMenus/composer.js');
  const { readPreferences } = dist('coaching/magicMenus/preferences.js');
  const { renderRecipe } = dist('coaching/magicMenus/render.js');
  const { seededRandom } = dist('nutrition/mealPlan/random.js');

  const catalogue = referenceCatalogue(loadFoodImportConfig());
  const composer = new MagicMenuComposer(() => catalogue, seededRandom(2026));
  const sizing = { targetQis: 50, dailyQis: 150, fromProfile: true };
  const one = (meal, locale, wishes) => {
    const preferences = readPreferences(wishes);
    const recipe = composer.compose({ meal, locale, preferences, targetKcal: 600 });
    return typeof recipe === 'object' && recipe !== null
      ? renderRecipe(recipe, sizing, preferences.diets)
      : null;
  };

  // The first request of an instance also binds the vocabulary to this catalogue.
  let started = performance.now();
  const first = one('Main Course', 'fr', { like: 'poulet', dislike: 'poisson' });
  const coldMs = performance.now() - started;

  const samples = [];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [locale, wishes] of Object.entries(WISHES)) {
      for (const meal of MEALS) {
        for (const wish of wishes) {
          started = performance.now();
          if (one(meal, locale, wish) === null) failed += 1;
          samples.push(performance.now() - started);
        }
      }
    }
  }
  samples.sort((a, b) => a - b);
  console.info(`\nMagic menus: compose and render a recipe (${catalogue.size} catalogue foods, no model)`);
  console.info(
    `  ${samples.length} requests (3 meals × 4 languages × 6 wish sets × ${ROUNDS}): p50 ${percentile(samples, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(samples, 95).toFixed(2)} ms, max ${samples.at(-1).toFixed(2)} ms; first request of an instance ${coldMs.toFixed(1)} ms` +
      (failed ? `; ${failed} found no recipe` : ''),
  );
  if (show) console.info(first);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), coldMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureMagicMenus({ show: process.argv.includes('--show') });
}
