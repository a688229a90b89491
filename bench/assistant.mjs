// The embedded assistant: time to its first streamed piece and to the whole answer, p50 and p95, over
// questions in English, French, German and Dutch (foods with and without amounts, typos and plurals,
// the daily need, activities, recipes, lists, the product's topics, the tip, medical red flags and
// off-topic questions). Runs on the built API (mock-api/dist) after an import of the reference data
// into a throw-away in-memory PGlite (REFERENCE_DATA_DIR as for the server), server side only.
// `node bench/assistant.mjs --show` also prints every question with its answer.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(path.join(ROOT, 'mock-api', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', file));

const FOODS = {
  en: [
    'banana',
    'apple',
    'rice',
    'yoghurt',
    'bread',
    'chicken',
    'salmon',
    'potatoes',
    'eggs',
    'cheese',
    'carrot',
    'chocolate',
    'orange juice',
    'strawberries',
    'pasta',
    'oat flakes',
    'tomatos',
    'avocado',
    'bananna',
    'brocoli',
  ],
  fr: [
    'une banane',
    'une pomme',
    'du riz',
    'un yaourt',
    'du pain',
    'du poulet',
    'du saumon',
    'des pommes de terre',
    'des oeufs',
    'du fromage',
    'une carotte',
    'du chocolat',
    "du jus d'orange",
    'des fraises',
    'des pâtes',
    'des flocons d’avoine',
    'des tomates',
    'un avocat',
    'une bannane',
    'du brocoli',
  ],
  de: [
    'ein Apfel',
    'eine Banane',
    'Reis',
    'Joghurt',
    'Brot',
    'Hähnchen',
    'Lachs',
    'Kartoffeln',
    'Eier',
    'Käse',
    'eine Karotte',
    'Schokolade',
    'Orangensaft',
    'Erdbeeren',
    'Nudeln',
    'Haferflocken',
    'Tomaten',
    'eine Avocado',
    'Bannane',
    'Brokkoli',
  ],
  nl: [
    'een banaan',
    'een appel',
    'rijst',
    'yoghurt',
    'brood',
    'kip',
    'zalm',
    'aardappelen',
    'eieren',
    'kaas',
    'een wortel',
    'chocolade',
    'sinaasappelsap',
    'aardbeien',
    'pasta',
    'havermout',
    'tomaten',
    'een avocado',
    'banaan',
    'broccoli',
  ],
};

const TEMPLATES = {
  en: {
    food: (food) => `How many QIS in ${food}?`,
    amount: (food) => `calories in 150 g of ${food}`,
    other: [
      'What is my daily QIS need?',
      'How many QIS do I need per day? I have a desk job',
      '30 minutes of cycling',
      'How many QIS does an hour of swimming earn?',
      'half an hour of jogging',
      'A breakfast recipe under 40 QIS?',
      'dinner ideas',
      'Which vegetables have the fewest QIS?',
      'low QIS foods',
      'cholesterol-free foods please',
      'What is QIS?',
      'How does the meal plan work?',
      'What are bonus points?',
      'Tell me about the fitness studio',
      'tip of the day',
      'Can I take my medication with grapefruit?',
      'I am pregnant, how much should I eat?',
      'Is 800 calories a day enough?',
      'What is the weather tomorrow?',
      'hello',
    ],
  },
  fr: {
    food: (food) => `Combien de QIS dans ${food} ?`,
    amount: (food) => `combien de calories dans 200 g de ${food.replace(/^(une?|du|des|de la) /, '')}`,
    other: [
      'Quel est mon besoin quotidien en QIS ?',
      'Combien de QIS par jour pour moi ? Je travaille debout',
      '30 minutes de vélo',
      'Combien de QIS me rapporte une heure de natation ?',
      'une demi-heure de marche nordique',
      'Une recette de petit-déjeuner à moins de 40 QIS ?',
      'des idées pour le dîner',
      'Quels légumes ont le moins de QIS ?',
      'aliments à faible QIS',
      'des aliments sans cholestérol',
      "Qu'est-ce que le QIS ?",
      'Comment fonctionne le plan de repas ?',
      'Les points bonus, c’est quoi ?',
      'Le studio de fitness',
      'le conseil du jour',
      'Puis-je prendre mes médicaments avec du pamplemousse ?',
      'Je suis enceinte, combien dois-je manger ?',
      '500 kcal par jour, est-ce assez ?',
      'Quel temps fera-t-il demain ?',
      'bonjour',
    ],
  },
  de: {
    food: (food) => `Wie viele QIS hat ${food}?`,
    amount: (food) => `Kalorien in 125 g ${food.replace(/^(eine?|ein) /, '')}`,
    other: [
      'Wie hoch ist mein täglicher QIS-Bedarf?',
      'Wie viele QIS brauche ich pro Tag? Ich arbeite sitzend im Büro',
      '30 Minuten Radfahren',
      'Wie viele QIS bringt eine Stunde Schwimmen?',
      'eine halbe Stunde Joggen',
      'Ein Rezept zum Frühstück unter 40 QIS?',
      'Ideen fürs Abendessen',
      'Welches Gemüse hat die wenigsten QIS?',
      'Lebensmittel mit wenig QIS',
      'cholesterinfreie Lebensmittel',
      'Was ist QIS?',
      'Wie funktioniert der Ernährungsplan?',
      'Was sind Bonuspunkte?',
      'Erzähl mir vom Fitnessstudio',
      'Tipp des Tages',
      'Darf ich meine Medikamente mit Grapefruit nehmen?',
      'Ich bin schwanger, wie viel soll ich essen?',
      'Reichen 600 Kalorien pro Tag?',
      'Wie wird das Wetter morgen?',
      'hallo',
    ],
  },
  nl: {
    food: (food) => `Hoeveel QIS zit er in ${food}?`,
    amount: (food) => `calorieën in 150 g ${food.replace(/^een /, '')}`,
    other: [
      'Wat is mijn dagelijkse QIS-behoefte?',
      'Hoeveel QIS heb ik per dag nodig? Ik heb een kantoorbaan',
      '30 minuten fietsen',
      'Hoeveel QIS levert een uur zwemmen op?',
      'een half uur hardlopen',
      'Een recept voor het ontbijt onder 40 QIS?',
      'ideeën voor het avondeten',
      'Welke groenten hebben de minste QIS?',
      'voedingsmiddelen met weinig QIS',
      'cholesterolvrije voedingsmiddelen',
      'Wat is QIS?',
      'Hoe werkt het weekmenu?',
      'Wat zijn bonuspunten?',
      'Vertel me over de fitnessstudio',
      'tip van de dag',
      'Mag ik mijn medicijnen met grapefruit innemen?',
      'Ik ben zwanger, hoeveel moet ik eten?',
      'Is 700 kcal per dag genoeg?',
      'Wat voor weer wordt het morgen?',
      'hallo',
    ],
  },
};

function questions() {
  const all = [];
  for (const [locale, templates] of Object.entries(TEMPLATES)) {
    for (const food of FOODS[locale]) all.push({ locale, question: templates.food(food) });
    for (const food of FOODS[locale].slice(0, 12)) all.push({ locale, question: templates.amount(food) });
    for (const question of templates.other) all.push({ locale, question });
  }
  return all;
}

/** Each question this many times; p50/p95 over all runs (the first round warms the caches). */
const ROUNDS = 3;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measureAssistant({ show = false } = {}) {
  const { PGlite } = require('@electric-sql/pglite');
  const { databaseFromPglite } = dist('db/client.js');
  const { migrateDatabase } = dist('db/migrate.js');
  const { FoodsRepository } = dist('foods/repository.js');
  const { FoodsService } = dist('foods/service.js');
  const { importFoods } = dist('foods/import/importFoods.js');
  const { loadFoodImportConfig } = dist('foods/config.js');
  const { createAssistant } = dist('coaching/assistant/createAssistant.js');

  console.info('\n== Embedded assistant: time to the first piece and to the whole answer (server side)');
  const database = databaseFromPglite(new PGlite());
  try {
    await migrateDatabase(database);
    const repository = new FoodsRepository(database.db);
    await importFoods(repository, loadFoodImportConfig());
    const foods = new FoodsService(repository);
    await foods.reload();
    // The demo member's kind of profile, answered from memory so the figures are the engine's own.
    const assistant = createAssistant({
      config: { assistant: null },
      members: { findById: async () => ({ gender: 'female', birthYear: 1984, birthMonth: 5 }) },
      weights: { weightHistory: async () => [{ weight: 78.4 }, { weight: 76.9 }] },
      foods,
      logger: { warn: (details, message) => console.warn(message, details) },
    });
    const all = questions();
    const first = [];
    const whole = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const { locale, question } of all) {
        const started = performance.now();
        let firstAt = null;
        let text = '';
        for await (const piece of assistant.answer(
          { question, pageLocale: locale, memberId: 'bench' },
          new AbortController().signal,
        )) {
          firstAt ??= performance.now();
          text += piece;
        }
        const ended = performance.now();
        first.push((firstAt ?? ended) - started);
        whole.push(ended - started);
        if (show && round === 0) console.info(`\n[${locale}] ${question}\n${text}`);
      }
    }
    first.sort((a, b) => a - b);
    whole.sort((a, b) => a - b);
    const row = (label, samples) =>
      console.info(
        `  ${label.padEnd(22)} ${percentile(samples, 50).toFixed(2).padStart(9)} ${percentile(samples, 95).toFixed(2).padStart(9)}`,
      );
    console.info(`  ${all.length} questions in en, fr, de, nl x ${ROUNDS} rounds; ${foods.size} foods`);
    console.info(`  ${'time to'.padEnd(22)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
    row('first piece', first);
    row('whole answer', whole);
    const met = percentile(first, 95) <= 50 && percentile(whole, 95) <= 200;
    console.info(
      `  target: first piece p95 <= 50 ms, whole answer p95 <= 200 ms: ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await measureAssistant({ show: process.argv.includes('--show') });
}
