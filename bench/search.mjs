// Food search latency: p50 and p95 over a fixed list of queries (French, German, Dutch, English,
// some with a typo) against the API's in-memory index, beside PostgreSQL `ILIKE '%q%'` on the same
// food_names table in the same run. Runs on the built API (mock-api/dist) after an import of the
// reference data into a throw-away in-memory PGlite (REFERENCE_DATA_DIR as for the server).
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

// Resolved as the API resolves them (drizzle-orm sits under mock-api/node_modules).
const require = createRequire(path.join(ROOT, 'mock-api', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', file));

/** 55 queries per locale: foods members look for, prefixes, several words, and misspellings. */
const QUERIES = {
  fr: [
    'pomme',
    'poire',
    'banane',
    'orange',
    'fraise',
    'cerise',
    'abricot',
    'peche',
    'raisin',
    'ananas',
    'carotte',
    'tomate',
    'courgette',
    'aubergine',
    'poireau',
    'epinard',
    'salade',
    'haricot',
    'lentille',
    'pois',
    'pain',
    'baguette',
    'croissant',
    'riz',
    'pates',
    'semoule',
    'quinoa',
    'avoine',
    'muesli',
    'farine',
    'lait',
    'yaourt',
    'fromage',
    'beurre',
    'creme',
    'oeuf',
    'jambon',
    'poulet',
    'boeuf',
    'porc',
    'saumon',
    'thon',
    'cabillaud',
    'crevette',
    'chocolat',
    'biscuit',
    'confiture',
    'miel',
    'jus d orange',
    'pomme de terre',
    'fromge',
    'chocolaat',
    'yaourth',
    'poullet',
    'saumn',
  ],
  de: [
    'Apfel',
    'Birne',
    'Banane',
    'Orange',
    'Erdbeere',
    'Kirsche',
    'Aprikose',
    'Pfirsich',
    'Traube',
    'Ananas',
    'Karotte',
    'Tomate',
    'Zucchini',
    'Aubergine',
    'Lauch',
    'Spinat',
    'Salat',
    'Bohne',
    'Linse',
    'Erbse',
    'Brot',
    'Brötchen',
    'Croissant',
    'Reis',
    'Nudeln',
    'Grieß',
    'Quinoa',
    'Hafer',
    'Müsli',
    'Mehl',
    'Milch',
    'Joghurt',
    'Käse',
    'Butter',
    'Sahne',
    'Ei',
    'Schinken',
    'Hähnchen',
    'Rind',
    'Schwein',
    'Lachs',
    'Thunfisch',
    'Kabeljau',
    'Garnele',
    'Schokolade',
    'Keks',
    'Konfitüre',
    'Honig',
    'Orangensaft',
    'Kartoffel',
    'Jogurt',
    'Schokolde',
    'Kartofel',
    'Hänchen',
    'Spinnat',
  ],
  nl: [
    'appel',
    'peer',
    'banaan',
    'sinaasappel',
    'aardbei',
    'kers',
    'abrikoos',
    'perzik',
    'druif',
    'ananas',
    'wortel',
    'tomaat',
    'courgette',
    'aubergine',
    'prei',
    'spinazie',
    'sla',
    'boon',
    'linzen',
    'erwt',
    'brood',
    'stokbrood',
    'croissant',
    'rijst',
    'pasta',
    'griesmeel',
    'quinoa',
    'haver',
    'muesli',
    'meel',
    'melk',
    'yoghurt',
    'kaas',
    'boter',
    'room',
    'ei',
    'ham',
    'kip',
    'rundvlees',
    'varkensvlees',
    'zalm',
    'tonijn',
    'kabeljauw',
    'garnaal',
    'chocolade',
    'koek',
    'jam',
    'honing',
    'sinaasappelsap',
    'aardappel',
    'yogurt',
    'chocolde',
    'aardapel',
    'spinazei',
    'tomaatt',
  ],
  en: [
    'apple',
    'pear',
    'banana',
    'orange',
    'strawberry',
    'cherry',
    'apricot',
    'peach',
    'grape',
    'pineapple',
    'carrot',
    'tomato',
    'zucchini',
    'eggplant',
    'leek',
    'spinach',
    'lettuce',
    'bean',
    'lentil',
    'pea',
    'bread',
    'baguette',
    'croissant',
    'rice',
    'pasta',
    'semolina',
    'quinoa',
    'oat',
    'muesli',
    'flour',
    'milk',
    'yoghurt',
    'cheese',
    'butter',
    'cream',
    'egg',
    'ham',
    'chicken',
    'beef',
    'pork',
    'salmon',
    'tuna',
    'cod',
    'shrimp',
    'chocolate',
    'biscuit',
    'jam',
    'honey',
    'orange juice',
    'potato',
    'yogurt',
    'chiken',
    'chocolat',
    'potatoe',
    'strawbery',
  ],
};

/** Each query this many times; p50/p95 over all runs. */
const ROUNDS = 3;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeAll(run) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [locale, queries] of Object.entries(QUERIES)) {
      for (const query of queries) {
        const started = performance.now();
        await run(locale, query);
        samples.push(performance.now() - started);
      }
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), count: samples.length };
}

export async function measureSearch() {
  const { PGlite } = require('@electric-sql/pglite');
  const { databaseFromPglite } = dist('db/client.js');
  const { migrateDatabase } = dist('db/migrate.js');
  const { FoodsRepository } = dist('foods/repository.js');
  const { importFoods } = dist('foods/import/importFoods.js');
  const { loadFoodImportConfig } = dist('foods/config.js');
  const { FoodCatalogue } = dist('foods/catalogue.js');
  const { sql } = require('drizzle-orm');

  console.info('\n== Food search: in-memory index vs PostgreSQL ILIKE (same food_names, same run)');
  const database = databaseFromPglite(new PGlite());
  try {
    await migrateDatabase(database);
    const repository = new FoodsRepository(database.db);
    const imported = await importFoods(repository, loadFoodImportConfig());
    const built = performance.now();
    const catalogue = new FoodCatalogue(await repository.loadCatalogue());
    const buildMs = performance.now() - built;
    const queryCount = Object.values(QUERIES).reduce((sum, list) => sum + list.length, 0);
    console.info(
      `  ${imported.total} foods; index built in ${buildMs.toFixed(0)} ms; ${queryCount} queries x ${ROUNDS}`,
    );

    const memory = await timeAll(async (locale, query) => catalogue.search(locale, query));
    const ilike = await timeAll((locale, query) =>
      database.db.execute(
        sql`select n.food_id, n.name from food_names n
            where n.locale in (${locale}, 'en') and n.name ilike ${`%${query}%`}
            order by length(n.name) limit 50`,
      ),
    );
    const row = (label, { p50, p95 }) =>
      console.info(`  ${label.padEnd(34)} ${p50.toFixed(3).padStart(9)} ${p95.toFixed(3).padStart(9)}`);
    console.info(`  ${'method'.padEnd(34)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
    row('in-memory index (prefix, 1 typo)', memory);
    row("PGlite ILIKE '%q%' (no typo)", ilike);
    console.info(`  target: p95 <= 5 ms for the index: ${memory.p95 <= 5 ? 'met' : 'NOT met'}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await measureSearch();
}
