import type { RiskyClass } from './corpus';
import type { ClassScores } from './model';

/**
 * How sure the classifier must be before it refers, chosen by cross-validation on the corpus
 * (never on the held-out set). Distress has its own, lowest threshold: a helpline offered to a
 * member who did not need it costs them a sentence; a missed one can cost far more. The other
 * classes refer together, once coaching is the less likely reading: a question torn between
 * "medicine" and "condition" is still one for a doctor.
 */
export const THRESHOLDS = {
  /** The distress score from which a question is answered with the helplines and 112. */
  distress: 0.25,
  /** The combined score of the four referrals from which a question is referred at all. */
  referral: 0.55,
} as const;

const OTHERS: readonly Exclude<RiskyClass, 'distress'>[] = ['target', 'medicine', 'condition'];

/** The referral the scores call for, or null: distress at its threshold, else the likeliest other class. */
export function decide(scores: ClassScores, thresholds = THRESHOLDS): RiskyClass | null {
  if (scores.distress >= thresholds.distress) return 'distress';
  if (1 - scores.ordinary < thresholds.referral) return null;
  return OTHERS.reduce((best, kind) => (scores[kind] > scores[best] ? kind : best));
}
