import { readCorpus } from './corpus';
import { crossValidate } from './crossValidate';
import { formatLayers, layeredDecision, unionClass } from './layers';
import { figuresOf, formatFigures } from './measure';

// The corpus's cross-validated figures, and where its referrals come from, layer by layer (issue 25):
// `node -r ./test/support/registerTypeScript.cjs src/coaching/assistant/safety/classifier/layersCli.ts [folds] [--by-brief]`
// in mock-api. Each fold is decided by a model trained on the others (about 15 s of training per fold
// on a quiet machine); `--by-brief` keeps each writer's brief in one fold (see crossValidate.ts).
const byBrief = process.argv.includes('--by-brief');
const folds = Number(process.argv.slice(2).find((arg) => /^\d+$/u.test(arg)) ?? 5);
const started = Date.now();
const corpus = readCorpus();
const decisions = crossValidate(corpus, folds, layeredDecision, folds, byBrief);
const figures = figuresOf(
  decisions.map((decision) => ({ question: decision.question, got: unionClass(decision) })),
);
const dealt = byBrief ? 'each brief in one fold' : 'folds dealt in turn';
console.info(`safety screen, ${folds}-fold cross-validation of ${corpus.length} questions (${dealt})\n`);
console.info(formatFigures(figures));
console.info('\nby layer (a question counts as referred by a layer when that layer names any class)\n');
console.info(formatLayers(decisions));
console.info(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
