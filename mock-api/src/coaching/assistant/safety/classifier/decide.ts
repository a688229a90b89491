import type { RiskyClass } from './corpus';
import type { ClassScores } from './model';

/**
 * How sure the classifier must be before it refers, chosen by 5-fold cross-validation on the corpus
 * (never on the held-out set). Distress has its own, lowest threshold: a helpline offered to a
 * member who did not need it costs them a sentence; a missed one can cost far more. Each other
 * class refers from its own threshold: a target, a medicine and a condition are told apart from
 * coaching by different words. On the 30,635 questions, against the 0.23 for distress and 0.45 for
 * the three together before (with model.ts's earlier L2 of 1e-4), these refer more distress (97.1 %
 * to distress against 96.8 %), targets (94.1 % against 92.9 %), medicines (97.1 % against 96.3 %)
 * and conditions (94.7 % against 94.0 %) for fewer false referrals (2.5 % against 2.7 %).
 */
export const THRESHOLDS = {
  /** The distress score from which a question is answered with the helplines and 112. */
  distress: 0.22,
  target: 0.3,
  medicine: 0.25,
  condition: 0.3,
} as const;

export type Thresholds = Readonly<Record<keyof typeof THRESHOLDS, number>>;

const OTHERS: readonly Exclude<RiskyClass, 'distress'>[] = ['target', 'medicine', 'condition'];

/** The referral the scores call for, or null: distress at its threshold, else the likeliest class past its own. */
export function decide(scores: ClassScores, thresholds: Thresholds = THRESHOLDS): RiskyClass | null {
  if (scores.distress >= thresholds.distress) return 'distress';
  const sure = OTHERS.filter((kind) => scores[kind] >= thresholds[kind]);
  return sure.length === 0 ? null : sure.reduce((best, kind) => (scores[kind] > scores[best] ? kind : best));
}
