// Meal-plan generation time and the meet-in-the-middle count of fitting days, beside a brute-force
// count over every (morning, noon, evening, snack) day of the same catalogue: the two must agree.
// Runs on the built API (mock-api/dist) with today's recipes (kcal from the reference tables, as
// the server computes them) and on a synthetic catalogue of 100 recipes per slot.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', 'nutrition', file));

const MEMBERS = [
  { label: 'woman 35 y, 70 kg, sitting', gender: 'female', age: 35, weight: 70, activityLevel: 'sitting' },
  { label: 'man 45 y, 90 kg, high work', gender: 'male', age: 45, weight: 90, activityLevel: 'high-work' },
  {
    label: 'girl 12 y, 40 kg, very inactive',
    gender: 'female',
    age: 12,
    weight: 40,
    activityLevel: 'very-inactive',
  },
];

/** Median milliseconds of `runs` calls, and the last answer. */
function time(fn, runs) {
  const samples = [];
  let answer;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    answer = fn();
    samples.push(performance.now() - started);
  }
  samples.sort((x, y) => x - y);
  return { ms: samples[Math.floor(runs / 2)], answer };
}

async function todaysCatalogue() {
  const { loadFoodImportConfig } = dist('../foods/config.js');
  // The reference tables read by the server's own readers, as the content check reads them.
  const { ReferenceTables } = dist('../contentCheck/referenceTables.js');
  const { buildCatalogue, readRecipeContent, SLOTS } = dist('recipes/catalogue.js');
  const foods = new ReferenceTables(loadFoodImportConfig());
  const catalogue = await buildCatalogue(readRecipeContent(), foods);
  return SLOTS.map((slot) => catalogue[slot].map(({ kcal }) => kcal));
}

function syntheticCatalogue(perSlot) {
  const { seededRandom } = dist('mealPlan/random.js');
  const random = seededRandom(2026);
  const spread = (low, high) =>
    Array.from({ length: perSlot }, () => Math.round(low + random() * (high - low)));
  return [spread(300, 550), spread(450, 800), spread(400, 750), spread(100, 350)];
}

export async function measureMealPlan() {
  const { energyNeed } = dist('energy/energy.js');
  const { countDaysInRange, countDaysByBruteForce: bruteForce } = dist('mealPlan/counting.js');
  const { generateWeek } = dist('mealPlan/generator.js');
  const { seededRandom } = dist('mealPlan/random.js');
  const catalogues = [
    ['today', await todaysCatalogue()],
    ['synthetic', syntheticCatalogue(100)],
  ];
  const rows = [];
  for (const [name, kcal] of catalogues) {
    const size = kcal.map((slot) => slot.length).join('/');
    for (const member of MEMBERS) {
      const { minKcal, maxKcal } = energyNeed(member);
      const generated = time(() => generateWeek(kcal, minKcal, maxKcal, seededRandom(1)), 21);
      const counted = time(() => countDaysInRange(kcal, minKcal, maxKcal), 21);
      const brute = time(() => bruteForce(kcal, minKcal, maxKcal), 1);
      rows.push({
        catalogue: `${name} (${size})`,
        member: member.label,
        range: `${Math.round(minKcal)}–${Math.round(maxKcal)} kcal`,
        week: generated.answer ? `${generated.ms.toFixed(2)} ms` : 'no fitting day',
        count: counted.answer,
        countMs: counted.ms,
        brute: brute.answer,
        bruteMs: brute.ms,
      });
    }
  }
  console.info(
    '\nMeal plan: generation (median of 21) and fitting-day count, meet-in-the-middle vs brute force',
  );
  console.info(
    `  ${'catalogue'.padEnd(28)} ${'member'.padEnd(32)} ${'range'.padEnd(16)} ${'week'.padStart(14)} ${'count'.padStart(10)} ${'ms'.padStart(8)} ${'brute force'.padStart(11)} ${'ms'.padStart(9)}  agree`,
  );
  for (const row of rows) {
    console.info(
      `  ${row.catalogue.padEnd(28)} ${row.member.padEnd(32)} ${row.range.padEnd(16)} ${row.week.padStart(14)} ${String(row.count).padStart(10)} ${row.countMs.toFixed(2).padStart(8)} ${String(row.brute).padStart(11)} ${row.bruteMs.toFixed(1).padStart(9)}  ${row.count === row.brute ? 'yes' : 'NO'}`,
    );
  }
  if (rows.some((row) => row.count !== row.brute)) {
    console.error('  the meet-in-the-middle count disagrees with the brute-force count');
    process.exitCode = 1;
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureMealPlan();
}
