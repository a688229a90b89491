import type { RiskyClass } from './corpus';
import type { ClassScores } from './model';

/**
 * How sure the classifier must be before it refers, chosen by cross-validation on the corpus
 * (never on the held-out set). Distress has its own, lowest threshold: a helpline offered to a
 * member who did not need it costs them a sentence; a missed one can cost far more. The other
 * classes refer together, once coaching is the less likely reading: a question torn between
 * "medicine" and "condition" is still one for a doctor. Today's pair: once the keyword layer lost
 * its general words, the one with about the fewest false referrals at which distress recall did not
 * fall below the screen's before, the other classes within half a point of theirs.
 */
export const THRESHOLDS = {
  /** The distress score from which a question is answered with the helplines and 112. */
  distress: 0.23,
  /** The combined score of the four referrals from which a question is referred at all. */
  referral: 0.45,
} as const;

export type Thresholds = Readonly<Record<keyof typeof THRESHOLDS, number>>;

const OTHERS: readonly Exclude<RiskyClass, 'distress'>[] = ['target', 'medicine', 'condition'];

/** The referral the scores call for, or null: distress at its threshold, else the likeliest other class. */
export function decide(scores: ClassScores, thresholds: Thresholds = THRESHOLDS): RiskyClass | null {
  if (scores.distress >= thresholds.distress) return 'distress';
  if (1 - scores.ordinary < thresholds.referral) return null;
  return OTHERS.reduce((best, kind) => (scores[kind] > scores[best] ? kind : best));
}
