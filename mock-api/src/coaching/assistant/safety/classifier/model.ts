import type { Locale } from '@qis/contract';
import { SAFETY_CLASSES, type LabelledText, type SafetyClass } from './corpus';
import { featuresOf } from './features';

export type ClassScores = Record<SafetyClass, number>;

const CLASSES = SAFETY_CLASSES.length;

/**
 * Training settings, chosen by cross-validation on the corpus (never on the held-out set): ten
 * passes refer fewer ordinary questions than six at the same thresholds (2.9 % against 3.3 % of the
 * 23,656 questions before the messy and others writers). AdaGrad steps make rare features (a typo's
 * grams) learn as fast as common ones; the L2 keeps a feature seen in a few questions from deciding
 * alone: 3e-4 rather than 1e-4 referred 2.4 % of the 30,635 questions' ordinary ones instead of 2.8 %
 * at the same thresholds, for a point less target and condition recall that decide.ts's per-class
 * thresholds win back.
 */
export const TRAINING = { epochs: 10, rate: 0.5, l2: 3e-4, seed: 42 } as const;

/** The model as the build writes it and the server reads it. */
export interface SafetyModelJson {
  classes: readonly SafetyClass[];
  features: string[];
  /** Per feature, one weight per class in `classes` order: a Float32Array's bytes in base64 (parsed in milliseconds). */
  weights: string;
  bias: number[];
}

/** A deterministic shuffle, so that a training gives the same model every time (tests, builds). */
function shuffler(seed: number): (list: number[]) => void {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  return (list) => {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
  };
}

/** Each question's features weigh 1 in all (L2), so a long message does not shout over a short one. */
const featureValue = (count: number) => 1 / Math.sqrt(Math.max(1, count));

/**
 * Multinomial logistic regression (softmax) over the question's features: one weight per feature
 * and class, learnt from the labelled corpus. It scores a question in microseconds, and its scores
 * are probabilities, which the per-class thresholds of `decide.ts` read.
 */
export class SafetyModel {
  private constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly weights: Float32Array,
    private readonly bias: Float32Array,
  ) {}

  static train(examples: readonly LabelledText[], settings = TRAINING): SafetyModel {
    const index = new Map<string, number>();
    const rows = examples.map(({ text, locale, label }) => {
      const features = featuresOf(text, locale);
      const ids = features.map((feature) => {
        let id = index.get(feature);
        if (id === undefined) index.set(feature, (id = index.size));
        return id;
      });
      return { ids, value: featureValue(ids.length), label: SAFETY_CLASSES.indexOf(label) };
    });
    const weights = new Float32Array(index.size * CLASSES);
    const squares = new Float32Array(index.size * CLASSES).fill(1e-8);
    const bias = new Float32Array(CLASSES);
    const biasSquares = new Float32Array(CLASSES).fill(1e-8);
    const probabilities = new Float64Array(CLASSES);
    const order = rows.map((_, row) => row);
    const shuffle = shuffler(settings.seed);
    for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
      shuffle(order);
      for (const row of order) {
        const { ids, value, label } = rows[row]!;
        softmax(ids, value, weights, bias, probabilities);
        for (let c = 0; c < CLASSES; c += 1) {
          const gradient = probabilities[c]! - (c === label ? 1 : 0);
          biasSquares[c]! += gradient * gradient;
          bias[c]! -= (settings.rate * gradient) / Math.sqrt(biasSquares[c]!);
          for (const id of ids) {
            const at = id * CLASSES + c;
            const step = gradient * value + settings.l2 * weights[at]!;
            squares[at]! += step * step;
            weights[at]! -= (settings.rate * step) / Math.sqrt(squares[at]!);
          }
        }
      }
    }
    return new SafetyModel(index, weights, bias);
  }

  static fromJSON(json: SafetyModelJson): SafetyModel {
    const bytes = Buffer.from(json.weights, 'base64');
    // Copied out: a Buffer may start anywhere in its memory, a Float32Array only on a multiple of 4.
    const weights = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    if (json.classes.join() !== SAFETY_CLASSES.join() || weights.length !== json.features.length * CLASSES) {
      throw new Error('The safety model was trained for other classes: build it again (npm run build)');
    }
    return new SafetyModel(
      new Map(json.features.map((feature, id) => [feature, id])),
      weights,
      Float32Array.from(json.bias),
    );
  }

  toJSON(): SafetyModelJson {
    return {
      classes: SAFETY_CLASSES,
      features: [...this.index.keys()],
      weights: Buffer.from(this.weights.buffer, this.weights.byteOffset, this.weights.byteLength).toString(
        'base64',
      ),
      bias: Array.from(this.bias),
    };
  }

  /** Each class's probability for the question (0 to 1, summing to 1). */
  scores(text: string, locale: Locale): ClassScores {
    const features = featuresOf(text, locale);
    const ids = features.flatMap((feature) => this.index.get(feature) ?? []);
    const probabilities = new Float64Array(CLASSES);
    softmax(ids, featureValue(features.length), this.weights, this.bias, probabilities);
    return Object.fromEntries(SAFETY_CLASSES.map((name, c) => [name, probabilities[c]!])) as ClassScores;
  }
}

function softmax(
  ids: readonly number[],
  value: number,
  weights: Float32Array,
  bias: Float32Array,
  into: Float64Array,
): void {
  let max = -Infinity;
  for (let c = 0; c < CLASSES; c += 1) {
    let sum = bias[c]!;
    for (const id of ids) sum += weights[id * CLASSES + c]! * value;
    into[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < CLASSES; c += 1) total += into[c] = Math.exp(into[c]! - max);
  for (let c = 0; c < CLASSES; c += 1) into[c]! /= total;
}
