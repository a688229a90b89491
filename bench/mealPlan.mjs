// Meal-plan generation time at the low and high ends of the questionnaire's input space beside
// today's typical members, the rules each range gets (whole, scaled, extra-snack portions) and the
// meet-in-the-middle count of fitting days beside a brute-force count: over every day of the whole
// catalogue for whole portions, and over a 4-recipes-per-slot sample for scaled portions (every day
// of 28 recipes × 8 factors per slot is ~10⁹ days). The counts must agree. Runs on the built API
// (mock-api/dist) with today's recipes (kcal from the reference tables, as the server computes them)
// and on a synthetic catalogue of 100 recipes per slot.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', 'nutrition', file));

const member = (label, gender, age, weight, activityLevel) => ({ label, gender, age, weight, activityLevel });

const MEMBERS = [
  member('low: man 70 y, 10 kg, very inactive', 'male', 70, 10, 'very-inactive'),
  member('low: girl 10 y, 30 kg, very inactive', 'female', 10, 30, 'very-inactive'),
  member('typical: woman 35 y, 70 kg, sitting', 'female', 35, 70, 'sitting'),
  member('typical: man 45 y, 90 kg, high work', 'male', 45, 90, 'high-work'),
  member('high: man 25 y, 110 kg, work+leisure', 'male', 25, 110, 'high-work-leisure'),
  member('high: woman 40 y, 250 kg, work+leisure', 'female', 40, 250, 'high-work-leisure'),
  member('high: boy 17 y, 340 kg, work+leisure', 'male', 17, 340, 'high-work-leisure'),
  member('top: boy 15 y, 500 kg, work+leisure', 'male', 15, 500, 'high-work-leisure'),
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

/** Four recipes per slot, spread over the slot's range of kcal. */
const sample = (kcal) =>
  kcal.map((slot) => {
    const sorted = [...slot].sort((x, y) => x - y);
    return [0, 1, 2, 3].map((index) => sorted[Math.round((index * (sorted.length - 1)) / 3)]);
  });

export async function measureMealPlan() {
  const { energyNeed } = dist('energy/energy.js');
  const counting = dist('mealPlan/counting.js');
  const { generateWeek } = dist('mealPlan/generator.js');
  const { seededRandom } = dist('mealPlan/random.js');
  const catalogues = [
    ['today', await todaysCatalogue()],
    ['synthetic', syntheticCatalogue(100)],
  ];
  const rows = [];
  for (const [name, kcal] of catalogues) {
    const size = kcal.map((slot) => slot.length).join('/');
    for (const { label, ...answers } of MEMBERS) {
      const { minKcal, maxKcal, min, max } = energyNeed(answers);
      // Cold: a fresh copy of the catalogue, so nothing built for an earlier request is reused (the
      // server keeps those structures per catalogue, so only its first plans pay this).
      const cold = time(() => generateWeek(structuredClone(kcal), minKcal, maxKcal, seededRandom(1)), 1);
      const warm = time(() => generateWeek(kcal, minKcal, maxKcal, seededRandom(1)), 21);
      const counted = time(() => counting.countPlanDays(kcal, minKcal, maxKcal), 21);
      const { tier, count } = counted.answer;
      let brute;
      if (tier === 'whole') {
        const full = time(() => counting.countDaysByBruteForce(kcal, minKcal, maxKcal), 1);
        brute = { text: `${full.answer} (all days)`, ms: full.ms, agree: full.answer === count };
      } else {
        const small = sample(kcal);
        const fast = counting.countTierDays(small, tier, minKcal, maxKcal);
        const slow = time(() => counting.countTierDaysByBruteForce(small, tier, minKcal, maxKcal), 1);
        brute = { text: `${slow.answer} = ${fast} (4/slot)`, ms: slow.ms, agree: slow.answer === fast };
      }
      rows.push({
        catalogue: `${name} (${size})`,
        member: label,
        range: `${min}–${max} QIS`,
        tier: count === 0 ? 'unreachable' : tier,
        cold: cold.answer ? `${cold.ms.toFixed(1)} ms` : '422',
        warm: warm.answer ? `${warm.ms.toFixed(2)} ms` : '422',
        count,
        countMs: counted.ms,
        brute,
      });
    }
  }
  console.info(
    '\nMeal plan: generation (cold: first plan on a catalogue; warm: median of 21), the portions each range gets, ' +
      'and the fitting-day count by meet in the middle vs brute force',
  );
  console.info(
    `  ${'catalogue'.padEnd(27)} ${'member'.padEnd(40)} ${'range'.padEnd(14)} ${'portions'.padEnd(11)} ${'cold'.padStart(10)} ${'warm'.padStart(10)} ${'count'.padStart(11)} ${'ms'.padStart(7)} ${'brute force'.padStart(24)} ${'ms'.padStart(8)}  agree`,
  );
  for (const row of rows) {
    console.info(
      `  ${row.catalogue.padEnd(27)} ${row.member.padEnd(40)} ${row.range.padEnd(14)} ${row.tier.padEnd(11)} ${row.cold.padStart(10)} ${row.warm.padStart(10)} ${String(row.count).padStart(11)} ${row.countMs.toFixed(2).padStart(7)} ${row.brute.text.padStart(24)} ${row.brute.ms.toFixed(0).padStart(8)}  ${row.brute.agree ? 'yes' : 'NO'}`,
    );
  }
  if (rows.some((row) => !row.brute.agree)) {
    console.error('  the meet-in-the-middle count disagrees with the brute-force count');
    process.exitCode = 1;
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureMealPlan();
}
