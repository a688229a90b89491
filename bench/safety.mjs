// The assistant's safety screen on its held-out set: questions in en, fr, de and nl written by people who
// saw neither the corpus, the word lists nor the classifier, and never trained or tuned on. Prints recall
// per class and language, the false referrals, the confusion between classes, and the screen's time per
// question. Runs on the built API (mock-api/dist) with the model the build trained. Asserts nothing.
// `node bench/safety.mjs --show` also lists every question decided otherwise than labelled.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/workspace.mjs';

const require = createRequire(path.join(ROOT, 'mock-api', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'mock-api', 'dist', 'coaching', 'assistant', 'safety', file));

export function measureSafety({ show = false } = {}) {
  const { HELD_OUT_DIR, readLabelled } = dist('classifier/corpus.js');
  const { safetyModel } = dist('classifier/classifier.js');
  const { heldOutFigures, screenedClass } = dist('classifier/evaluate.js');
  const { formatFigures } = dist('classifier/measure.js');

  const loading = performance.now();
  const model = safetyModel();
  const loaded = performance.now() - loading;
  const heldOut = readLabelled(HELD_OUT_DIR);
  // Each set apart (`<locale>.json` the first, `<locale>-second.json` the second, written later by
  // other writers), then both together.
  const sets = [
    ['first set', heldOut.filter(({ brief }) => brief === undefined)],
    ['second set', heldOut.filter(({ brief }) => brief === 'second')],
    ['both sets', heldOut],
  ];
  const misses = [];
  for (const [name, questions] of sets) {
    const figures = heldOutFigures(model, questions);
    console.info(
      `\n== Assistant safety screen on its held-out set, ${name} (${questions.length} questions, ${path.relative(ROOT, HELD_OUT_DIR)})`,
    );
    console.info(
      'aims: distress 100 % (to distress, with 112), every other class 95 %, false referrals at most 2 %\n',
    );
    console.info(formatFigures(figures, true));
    if (name !== 'both sets') misses.push(...figures.misses);
  }

  const times = heldOut.map((question) => {
    const started = performance.now();
    screenedClass(model, question);
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(3);
  console.info(
    `\nscreen time per question (classifier and keyword layer): p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms; model loaded in ${loaded.toFixed(0)} ms`,
  );
  if (show) {
    for (const { question, got } of misses) {
      console.info(`  [${question.locale}] ${question.label} -> ${got}: ${question.text}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) measureSafety({ show: process.argv.includes('--show') });
