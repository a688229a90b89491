import type { EnergyNeed } from '../../../nutrition/energy/energy';
import type { ChatLocale } from '../provider';
import type { Question } from '../understanding/text';
import { findReferral, intakeKcal, type Referral } from './referral';
import { statedDailyIntake } from './targets';

/**
 * The safety layer every question passes first: the referral it needs, or null for coaching. An
 * intake above the absolute floor is still referred when it is below the member's own range (read
 * only then, through `memberRange`: the calculator's energy module on the member's profile).
 */
export async function screenQuestion(
  question: Question,
  locale: ChatLocale,
  memberRange: () => Promise<EnergyNeed | null>,
): Promise<Referral | null> {
  const referral = findReferral(question, locale);
  if (referral !== null) return referral;
  const intake = statedDailyIntake(question.raw);
  if (intake === null) return null;
  const range = await memberRange();
  return range !== null && intakeKcal(intake) < range.minKcal ? { kind: 'target', reason: 'intake' } : null;
}
