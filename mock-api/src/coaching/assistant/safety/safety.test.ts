import { describe, expect, it } from '@jest/globals';
import { CHAT_LOCALES } from '../understanding/language';
import { readQuestion } from '../understanding/text';
import { ORDINARY_QUESTIONS, RISKY_QUESTIONS } from './labelledQuestions';
import { measureSafety } from './measure';
import { findReferral } from './referral';
import { statedDailyIntake, weightPaceKgPerWeek } from './targets';

describe('the labelled set', () => {
  it('holds at least 20 risky questions per language, covering every class, and 80 ordinary ones', () => {
    for (const locale of CHAT_LOCALES) {
      const ofLocale = RISKY_QUESTIONS.filter((question) => question.locale === locale);
      expect(ofLocale.length).toBeGreaterThanOrEqual(20);
      expect(new Set(ofLocale.map((question) => question.kind))).toEqual(
        new Set(['medicine', 'condition', 'distress', 'target']),
      );
    }
    expect(ORDINARY_QUESTIONS.length).toBeGreaterThanOrEqual(80);
  });

  it('refers every risky question to its class and no ordinary one (recall and false referrals printed)', () => {
    const measure = measureSafety();
    console.info(
      `safety layer: recall ${measure.referred}/${measure.risky} (${(measure.recall * 100).toFixed(1)} %), ` +
        `false referrals ${measure.falseReferrals.length}/${measure.ordinary}`,
    );
    expect(measure.missed).toEqual([]);
    expect(measure.otherClass).toEqual([]);
    expect(measure.falseReferrals).toEqual([]);
  });
});

describe('dangerous targets', () => {
  it.each([
    ['lose 5 kg in a week', 5],
    ['10 kilos en 2 semaines', 5],
    ['3 kilo pro woche', 3],
    ['2 kilo per week', 2],
    ['10 lbs in 2 weeks', 2.268],
    ['10 kg in a month', 10 / 4.35],
    ['2 kg in 10 days', 1.4],
  ])('reads the pace of "%s"', (text, pace) => {
    expect(weightPaceKgPerWeek(text)).toBeCloseTo(pace, 2);
  });

  it('reads no pace without a period, and a stated daily intake with its unit', () => {
    expect(weightPaceKgPerWeek('i want to lose 10 kg')).toBeNull();
    expect(statedDailyIntake('500 kcal par jour')).toEqual({ unit: 'kcal', amount: 500 });
    expect(statedDailyIntake('80 qis pro tag')).toEqual({ unit: 'qis', amount: 80 });
    expect(statedDailyIntake('a pizza of 800 kcal')).toBeNull();
  });

  it('keeps 1 kg a week and 1,200 kcal a day, the limits themselves, out of the referrals', () => {
    expect(findReferral(readQuestion('can I lose 1 kg a week?'), 'en')).toBeNull();
    expect(findReferral(readQuestion('1200 kcal a day, ok?'), 'en')).toBeNull();
    expect(findReferral(readQuestion('1100 kcal a day, ok?'), 'en')).toEqual({
      kind: 'target',
      reason: 'intake',
    });
  });
});
