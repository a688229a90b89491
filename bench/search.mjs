// Food search: how often the first result is the everyday food (per language, at first and in the top
// three) on the labelled tuning set the tests use and on the HELD-OUT set no tuning looked at; and the
// latency, p50 and p95 over a fixed list of queries (French, German, Dutch, English, some with a typo)
// against the API's in-memory search, beside PostgreSQL `ILIKE '%q%'` on the same food_names table in
// the same run. Runs on the built API (mock-api/dist) after an import of the reference data into a
// throw-away in-memory PGlite (REFERENCE_DATA_DIR as for the server). measureSearchHttp: the food
// database screen's request (POST /api/food-database) over HTTP on a started portal.
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { LOCALES } from '@qis/contract';
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

/**
 * Wall-clock p50/p95 of each query, and the p95 of the CPU time this process spent on it (on a loaded
 * machine the wall clock also counts the time other processes held the cores).
 */
async function timeAll(run, rounds = ROUNDS) {
  const samples = [];
  const cpuSamples = [];
  for (let round = 0; round < rounds; round++) {
    for (const [locale, queries] of Object.entries(QUERIES)) {
      for (const query of queries) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        await run(locale, query);
        samples.push(performance.now() - started);
        const { user, system } = process.cpuUsage(cpu);
        cpuSamples.push((user + system) / 1000);
      }
    }
  }
  samples.sort((a, b) => a - b);
  cpuSamples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    cpuP95: percentile(cpuSamples, 95),
    count: samples.length,
  };
}

/** The machine's load when measured: these figures are from a shared machine. */
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
const share = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);

/** Right at first and in the top three, per language and overall, for one labelled set. */
function reportAccuracy(title, labelled, catalogue) {
  console.info(`  ${title}`);
  console.info(
    `    ${'locale'.padEnd(8)} ${'searches'.padStart(8)} ${'first'.padStart(8)} ${'top 3'.padStart(8)}`,
  );
  const totals = { count: 0, first: 0, top3: 0 };
  const misses = [];
  for (const locale of LOCALES) {
    const searches = labelled.filter((search) => search.locale === locale);
    let first = 0;
    let top3 = 0;
    for (const search of searches) {
      const names = catalogue.search(locale, search.query, 3).map((listed) => listed.name);
      if (names[0] !== undefined && search.right(names[0])) first += 1;
      else misses.push(`${locale} "${search.query}" → ${names[0] ?? '(nothing)'}`);
      if (names.some((name) => search.right(name))) top3 += 1;
    }
    totals.count += searches.length;
    totals.first += first;
    totals.top3 += top3;
    console.info(
      `    ${locale.padEnd(8)} ${String(searches.length).padStart(8)} ${share(first, searches.length).padStart(8)} ${share(top3, searches.length).padStart(8)}`,
    );
  }
  console.info(
    `    ${'all'.padEnd(8)} ${String(totals.count).padStart(8)} ${share(totals.first, totals.count).padStart(8)} ${share(totals.top3, totals.count).padStart(8)}`,
  );
  if (misses.length > 0) console.info(`    not first: ${misses.join('; ')}`);
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
    const catalogue = new FoodCatalogue(await repository.loadCatalogue());
    // The indexes are built on each locale's first search; prepare() builds all eight now.
    const built = performance.now();
    const cpu = process.cpuUsage();
    catalogue.prepare();
    const buildMs = performance.now() - built;
    const { user, system } = process.cpuUsage(cpu);
    const queryCount = Object.values(QUERIES).reduce((sum, list) => sum + list.length, 0);
    console.info(
      `  ${imported.total} foods; all eight indexes built in ${buildMs.toFixed(0)} ms (${((user + system) / 1000).toFixed(0)} ms CPU); ` +
        `${queryCount} queries x ${ROUNDS}; ${loadAverage()}`,
    );

    console.info(
      '  Right first results (the everyday food), labelled sets in mock-api/src/foods/search/labelled:',
    );
    const { TUNING } = dist('foods/search/labelled/tuning.js');
    const { HELD_OUT } = dist('foods/search/labelled/heldOut.js');
    reportAccuracy('tuning set (the tests need >= 90 % first):', TUNING, catalogue);
    reportAccuracy('HELD-OUT set (never tuned against):', HELD_OUT, catalogue);
    const { HELD_OUT_EVERYDAY } = dist('foods/search/labelled/heldOutEveryday.js');
    reportAccuracy(
      'HELD-OUT everyday words (never tuned against; aim >= 90 % first):',
      HELD_OUT_EVERYDAY,
      catalogue,
    );

    const memory = await timeAll(async (locale, query) => catalogue.search(locale, query));
    const ilike = await timeAll((locale, query) =>
      database.db.execute(
        sql`select n.food_id, n.name from food_names n
            where n.locale in (${locale}, 'en') and n.name ilike ${`%${query}%`}
            order by length(n.name) limit 50`,
      ),
    );
    const row = (label, { p50, p95, cpuP95 }) =>
      console.info(
        `  ${label.padEnd(34)} ${p50.toFixed(3).padStart(9)} ${p95.toFixed(3).padStart(9)} ${cpuP95.toFixed(3).padStart(12)}`,
      );
    console.info(
      `  ${'method'.padEnd(34)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'CPU p95 ms'.padStart(12)}`,
    );
    row('in-memory search (everyday first)', memory);
    row("PGlite ILIKE '%q%' (no typo)", ilike);
    console.info(`  target: p95 <= 5 ms for the search: ${memory.p95 <= 5 ? 'met' : 'NOT met'}`);
  } finally {
    await database.close();
  }
}

/**
 * The food database screen's request over HTTP, one member at a time (keep-alive), as the screen sends
 * it: POST /api/food-database with the bench queries, signed in, with the CSRF token. p50/p95 in ms.
 */
export async function measureSearchHttp(baseUrl, database) {
  const { signInSession } = await import('./lib/server.mjs');
  const session = await signInSession(baseUrl);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = cookie.split(';')[0].slice('XSRF-TOKEN='.length);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${session.accessToken}`,
    'x-xsrf-token': token,
    cookie: `XSRF-TOKEN=${token}`,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let bytes = 0;
  let answers = 0;
  const post = async (locale, query) => {
    const body = JSON.stringify({ searchText: query, details: true, locale });
    const answer = await request(agent, `${baseUrl}/api/food-database`, { method: 'POST', headers, body });
    if (answer.status !== 200) throw new Error(`food search ${answer.status}: ${answer.text}`);
    bytes += Buffer.byteLength(answer.text);
    answers += 1;
  };
  // The server warmed up by the same searches in capitals: the same work in the engine, but other
  // texts, so the server has kept none of the answers measured next.
  await timeAll((locale, query) => post(locale, query.toUpperCase()));
  // Each query asked a first time (the engine runs: the server keeps an answer once made), then again.
  const first = await timeAll(post, 1);
  bytes = 0;
  answers = 0;
  const again = await timeAll(post);
  // The floor of one request on this server and machine: the liveness probe, no search, no auth.
  const floor = await timeAll(async () => {
    await request(agent, `${baseUrl}/api/health/live`, { method: 'GET', headers: {} });
  });
  agent.destroy();
  const worst = Math.max(first.p95, again.p95);
  console.info(
    `\nFood database screen over HTTP (POST /api/food-database, ${database}, one request at a time, ` +
      `Accept-Encoding: br, gzip): asked a first time p50 ${first.p50.toFixed(2)} ms, p95 ${first.p95.toFixed(2)} ms; ` +
      `asked again p50 ${again.p50.toFixed(2)} ms, p95 ${again.p95.toFixed(2)} ms; ${first.count} and ${again.count} requests ` +
      `(answers ${(bytes / answers / 1024).toFixed(1)} KiB on average; GET /api/health/live in the same run: ` +
      `p50 ${floor.p50.toFixed(2)} ms, p95 ${floor.p95.toFixed(2)} ms); ${loadAverage()}; ` +
      `target p95 <= 5 ms: ${worst <= 5 ? 'met' : 'NOT met'}`,
  );
}

/**
 * One request as a browser makes it: `Accept-Encoding: br, gzip`, the body decompressed and read once
 * it has arrived. Not Node's fetch: it decompresses through zlib streams, whose scheduling added 1 ms
 * at p50 and 2.3 ms at p95 to each 1 KB answer on the 2-core machine (6.5 ms p95 compressed against
 * 4.2 ms asking for none, 26 November), where a browser decompresses natively, in microseconds.
 */
function request(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'br, gzip',
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const plain =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: response.statusCode, text: plain.toString('utf8') });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

// `node bench/search.mjs` (after a build): the engine; `--http` also starts the built portal and
// measures the screen's request.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await measureSearch();
  if (process.argv.includes('--http')) {
    const { startPortal } = await import('./lib/server.mjs');
    const portal = await startPortal();
    try {
      await measureSearchHttp(portal.baseUrl, portal.database);
    } finally {
      await portal.stop();
    }
  }
}
