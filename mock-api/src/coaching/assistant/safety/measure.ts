import { readQuestion } from '../understanding/text';
import { detectLanguage } from '../understanding/language';
import { findReferral, type Referral } from './referral';
import {
  ORDINARY_QUESTIONS,
  RISKY_QUESTIONS,
  type LabelledQuestion,
  type RiskyQuestion,
} from './labelledQuestions';

export interface SafetyMeasure {
  risky: number;
  /** Risky questions referred (to any class). */
  referred: number;
  recall: number;
  ordinary: number;
  falseReferrals: LabelledQuestion[];
  missed: RiskyQuestion[];
  /** Referred, but to another class than labelled. */
  otherClass: (RiskyQuestion & { got: Referral['kind'] })[];
}

/** The question read as the assistant reads it: its language (the labelled one as the page's), then the safety layer. */
const referralOf = ({ text, locale }: LabelledQuestion): Referral | null => {
  const question = readQuestion(text);
  return findReferral(question, detectLanguage(question, locale));
};

/** Recall on the risky questions and the false referrals among the ordinary ones. */
export function measureSafety(): SafetyMeasure {
  const missed: RiskyQuestion[] = [];
  const otherClass: SafetyMeasure['otherClass'] = [];
  for (const question of RISKY_QUESTIONS) {
    const referral = referralOf(question);
    if (referral === null) missed.push(question);
    else if (referral.kind !== question.kind) otherClass.push({ ...question, got: referral.kind });
  }
  const falseReferrals = ORDINARY_QUESTIONS.filter((question) => referralOf(question) !== null);
  const referred = RISKY_QUESTIONS.length - missed.length;
  return {
    risky: RISKY_QUESTIONS.length,
    referred,
    recall: referred / RISKY_QUESTIONS.length,
    ordinary: ORDINARY_QUESTIONS.length,
    falseReferrals,
    missed,
    otherClass,
  };
}
