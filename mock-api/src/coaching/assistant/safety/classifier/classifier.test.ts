import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@qis/contract';
import { normalize } from '../../../../foods/search/normalize';
import { detectLanguage } from '../../understanding/language';
import { readQuestion } from '../../understanding/text';
import { wordsReferral } from '../referral';
import { HELD_OUT_DIR, readCorpus, readLabelled, SAFETY_CLASSES } from './corpus';
import { decide, THRESHOLDS } from './decide';
import { formatFigures, type SafetyFigures } from './measure';
import { SafetyModel } from './model';

const corpus = readCorpus();

describe('the corpus', () => {
  it('holds at least 600 risky and 600 ordinary questions per language, every class in each', () => {
    for (const locale of LOCALES) {
      const ofLocale = corpus.filter((question) => question.locale === locale);
      expect(ofLocale.filter(({ label }) => label !== 'ordinary').length).toBeGreaterThanOrEqual(600);
      expect(ofLocale.filter(({ label }) => label === 'ordinary').length).toBeGreaterThanOrEqual(600);
      expect(new Set(ofLocale.map(({ label }) => label))).toEqual(new Set(SAFETY_CLASSES));
    }
  });

  it('shares no question with the held-out set, which the classifier must never learn from', () => {
    const heldOut = new Set(readLabelled(HELD_OUT_DIR).map(({ text }) => normalize(text)));
    expect(corpus.filter(({ text }) => heldOut.has(normalize(text))).map(({ text }) => text)).toEqual([]);
  });
});

describe('the keyword layer', () => {
  it('names a class in at most 0.5 % of the corpus’s ordinary questions (its words must be precise)', () => {
    const ordinary = corpus.filter(({ label }) => label === 'ordinary');
    const named = ordinary.filter(({ text, locale }) => {
      const question = readQuestion(text);
      return wordsReferral(question, detectLanguage(question, locale)) !== null;
    });
    expect(named.length / ordinary.length).toBeLessThanOrEqual(0.005);
  });
});

describe('the decision', () => {
  const scores = (distress: number, target: number, ordinary: number) => ({
    distress,
    target,
    medicine: 0,
    condition: 0,
    ordinary,
  });

  it('refers distress at its own, lowest threshold, even where another class or coaching scores higher', () => {
    const rest = 1 - THRESHOLDS.distress;
    expect(decide(scores(THRESHOLDS.distress, rest / 2, rest / 2))).toBe('distress');
    expect(decide(scores(THRESHOLDS.distress - 0.01, 0, 1 - THRESHOLDS.distress + 0.01))).toBeNull();
  });

  it('refers each other class from its own threshold, to the likeliest of those past theirs', () => {
    const { target, medicine, condition } = THRESHOLDS;
    expect(decide({ distress: 0, target, medicine: 0, condition: 0, ordinary: 1 - target })).toBe('target');
    expect(decide({ distress: 0, target: 0, medicine: 0.4, condition: 0.35, ordinary: 0.25 })).toBe(
      'medicine',
    );
    // Each under its threshold, the three together outweighing coaching: still coached.
    const under = { target: target - 0.01, medicine: medicine - 0.01, condition: condition - 0.01 };
    expect(
      decide({ distress: 0, ...under, ordinary: 1 - under.target - under.medicine - under.condition }),
    ).toBeNull();
  });
});

describe('the trained model', () => {
  it('gives the same scores after a round trip through its JSON file', () => {
    const model = SafetyModel.train(corpus.filter((_, index) => index % 50 === 0));
    const again = SafetyModel.fromJSON(JSON.parse(JSON.stringify(model.toJSON())));
    for (const { text, locale } of corpus.slice(0, 50)) {
      const before = model.scores(text, locale);
      const after = again.scores(text, locale);
      for (const name of SAFETY_CLASSES) expect(after[name]).toBeCloseTo(before[name], 2);
    }
  });

  // The aims, gated on questions no model trained on: the first fold of a 5-fold cross-validation (a
  // fifth of the corpus, decided by a model trained on the rest; `npm run bench` decides all five).
  // The held-out set is only reported (`npm run bench`), so that nothing pulls towards tuning on it.
  it('meets the aims on a fold of the corpus it did not learn: recall per class, false referrals', () => {
    const figures = crossValidatedInNode(5, 1);
    console.info(`safety screen, one fold of five of ${corpus.length} questions\n${formatFigures(figures)}`);
    const rate = (part: number, whole: number) => part / whole;
    const { byClass } = figures;
    expect(rate(byClass.distress.exact, byClass.distress.total)).toBeGreaterThanOrEqual(GATES.distress);
    for (const kind of ['target', 'medicine', 'condition'] as const) {
      expect(rate(byClass[kind].correct, byClass[kind].total)).toBeGreaterThanOrEqual(GATES.other);
    }
    expect(
      rate(byClass.ordinary.total - byClass.ordinary.correct, byClass.ordinary.total),
    ).toBeLessThanOrEqual(GATES.falseReferrals);
  }, 300_000);
});

/**
 * Where the screen stands against the aims (distress 100 %, others 95 %, false referrals 2 %), a
 * point under today's figures so that a corpus change that costs recall fails here. The aims are
 * not met on this corpus yet: bench/README.md keeps the figures and what is left.
 */
const GATES = { distress: 0.95, other: 0.9, falseReferrals: 0.035 } as const;

const REGISTER_TYPESCRIPT = path.resolve(__dirname, '../../../../../test/support/registerTypeScript.cjs');

/**
 * The cross-validated figures, computed by Node in a process of its own. Inside jest's module
 * sandbox the training's inner loops run about three times slower (one training of the corpus,
 * measured on this machine: 123 s in a jest suite, 41 s in Node).
 */
function crossValidatedInNode(folds: number, decided: number): SafetyFigures {
  const module = (name: string) => JSON.stringify(path.join(__dirname, name));
  const script = `
    const { readCorpus } = require(${module('corpus.ts')});
    const { crossValidatedFigures } = require(${module('evaluate.ts')});
    process.stdout.write(JSON.stringify(crossValidatedFigures(readCorpus(), ${folds}, ${decided})));`;
  const output = execFileSync(process.execPath, ['-r', REGISTER_TYPESCRIPT, '-e', script], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as SafetyFigures;
}
