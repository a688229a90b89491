import type { EnergyNeed } from '../../../nutrition/energy/energy';
import type { ChatLocale } from '../provider';
import type { Question } from '../understanding/text';
import { classifyQuestion } from './classifier/classifier';
import type { RiskyClass } from './classifier/corpus';
import {
  figuresReferral,
  intakeKcal,
  statedPaceKgPerWeek,
  targetReason,
  wordsReferral,
  type Referral,
} from './referral';
import { statesItsOwnToday } from './targetDates';
import { statedDailyIntake } from './targets';

/**
 * The union of both layers, distress first: the classifier reads what a question means, in any
 * words; the keyword layer reads what it names exactly (a medicine, a pace, an intake). A question
 * either refers is referred; when both do, distress wins, then the reason the figures or words
 * state (their answer names it: "losing weight that fast", "fasting for days").
 */
export function combineReferrals(
  question: Question,
  locale: ChatLocale,
  today: Date,
  learned: RiskyClass | null,
): Referral | null {
  const named = wordsReferral(question, locale);
  if (learned === 'distress' || named?.kind === 'distress') return { kind: 'distress' };
  const stated = figuresReferral(question, today) ?? named;
  if (stated !== null) return stated;
  if (learned !== 'target') return learned === null ? null : { kind: learned };
  // A daily intake or a pace stated in figures is judged by its figures (above, and an intake against
  // the member's own range in screenQuestion): the classifier reads the words around a number, never
  // the number, so "I plan to eat 1,950 kcal a day" and "… 600 kcal a day" look the same to it, as do
  // "4 kg in 2 months" and "4 kg in 2 weeks".
  // A fast stays the classifier's: its danger is the method, whatever the pace. So does a question
  // that names its own today ("it's mid-April"): its dates are not counted from the member's.
  const reason = targetReason(question, locale);
  const paceRead = statedPaceKgPerWeek(question, today) !== null && !statesItsOwnToday(question.raw);
  if (reason !== 'fasting' && (statedDailyIntake(question.raw) !== null || paceRead)) return null;
  return { kind: 'target', reason };
}

/**
 * The safety layer every question passes first: the referral it needs, or null for coaching. An
 * intake above the absolute floor is still referred when it is below the member's own range (read
 * only then, through `memberRange`: the calculator's energy module on the member's profile).
 */
export async function screenQuestion(
  question: Question,
  locale: ChatLocale,
  today: Date,
  memberRange: () => Promise<EnergyNeed | null>,
): Promise<Referral | null> {
  const learned = classifyQuestion(question.raw, locale);
  const referral = combineReferrals(question, locale, today, learned);
  if (referral !== null) return referral;
  const intake = statedDailyIntake(question.raw);
  if (intake === null) return null;
  const range = await memberRange();
  return range !== null && intakeKcal(intake) < range.minKcal ? { kind: 'target', reason: 'intake' } : null;
}
