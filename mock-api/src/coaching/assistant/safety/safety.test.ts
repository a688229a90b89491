import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@qis/contract';
import { readQuestion } from '../understanding/text';
import { figuresReferral, targetReason, wordsReferral, type Referral } from './referral';
import { combineReferrals } from './screen';
import { weightByDateKgPerWeek } from './targetDates';
import { statedDailyIntake, weightPaceKgPerWeek } from './targets';

const TODAY = new Date(Date.UTC(2026, 10, 27));
/** What the keyword layer names in a question: its figures, then its words. */
const findReferral = (text: string, locale: Locale): Referral | null =>
  figuresReferral(readQuestion(text), TODAY) ?? wordsReferral(readQuestion(text), locale);

describe('dangerous targets', () => {
  it.each([
    ['lose 5 kg in a week', 5],
    ['10 kilos en 2 semaines', 5],
    ['3 kilo pro woche', 3],
    ['2 kilo per week', 2],
    ['10 lbs in 2 weeks', 2.268],
    ['10 kg in a month', 10 / 4.35],
    ['2 kg in 10 days', 1.4],
    ['1,5 kg/woche', 1.5],
    ['een kilo per dag', 7],
    ['deux kilos par semaine', 2],
    ['how fast can I drop 18 kg? ideally in 2 months', 18 / 8.7],
    ['12 kilo runter, so 3 wochen', 4],
  ])('reads the pace of "%s"', (text, pace) => {
    expect(weightPaceKgPerWeek(text)).toBeCloseTo(pace, 2);
  });

  it('reads no pace without a period, and a stated daily intake with its unit', () => {
    expect(weightPaceKgPerWeek('i want to lose 10 kg')).toBeNull();
    // A food's quantity is no pace.
    expect(weightPaceKgPerWeek('we eat two kilos of rice a week')).toBeNull();
    expect(statedDailyIntake('mein tagesziel: 800 kcal')).toEqual({ unit: 'kcal', amount: 800 });
    expect(statedDailyIntake('500 kcal par jour')).toEqual({ unit: 'kcal', amount: 500 });
    expect(statedDailyIntake('80 qis pro tag')).toEqual({ unit: 'qis', amount: 80 });
    expect(statedDailyIntake('a pizza of 800 kcal')).toBeNull();
    // Thousands grouped as members write them are thousands, not decimals under the floor.
    expect(statedDailyIntake('ich esse ca. 1.900 kcal am tag')).toEqual({ unit: 'kcal', amount: 1900 });
    expect(statedDailyIntake('i eat around 1,800 kcal a day')).toEqual({ unit: 'kcal', amount: 1800 });
    expect(statedDailyIntake('je mange 1 600 kcal par jour')).toEqual({ unit: 'kcal', amount: 1600 });
    expect(statedDailyIntake('ik eet 1.100 kcal per dag')).toEqual({ unit: 'kcal', amount: 1100 });
  });

  it('keeps 1 kg a week and 1,200 kcal a day, the limits themselves, out of the referrals', () => {
    expect(findReferral('can I lose 1 kg a week?', 'en')).toBeNull();
    expect(findReferral('1200 kcal a day, ok?', 'en')).toBeNull();
    expect(findReferral('1100 kcal a day, ok?', 'en')).toEqual({
      kind: 'target',
      reason: 'intake',
    });
  });
});

describe('targets given as kilos by a date', () => {
  it.each([
    ['I need to lose 10 kg by 15 March', 10 / (108 / 7)],
    ['perdre 6 kilos avant Noël', 6 / 4],
    ['8 Kilo abnehmen bis Ende Dezember', 8 / (34 / 7)],
    ['ik wil 5 kilo kwijt voor 20/12', 5 / (23 / 7)],
    ['lose 12 lbs by 4.12.', (12 * 0.4536) / 1],
    ['drop 6 kg by summer', 6 / (206 / 7)],
    ["perdre 3 kilos avant l'été", 3 / (206 / 7)],
  ])('reads the pace of "%s" from 27 November', (text, pace) => {
    expect(weightByDateKgPerWeek(text, TODAY)).toBeCloseTo(pace, 2);
  });

  it('reads no target in a weight, a date without a loss, or a month that is a word', () => {
    expect(weightByDateKgPerWeek('I weigh 80 kg and my wedding is in March', TODAY)).toBeNull();
    expect(weightByDateKgPerWeek('ich wiege 80 kg, darf ich im Dezember Stollen essen', TODAY)).toBeNull();
    expect(weightByDateKgPerWeek('may I lose 2 kg?', TODAY)).toBeNull();
  });

  it('refers a pace above 1 kg a week stated by a date, with the pace as its reason', () => {
    expect(findReferral('perdre 6 kilos avant Noël', 'fr')).toEqual({
      kind: 'target',
      reason: 'pace',
    });
    expect(findReferral('lose 5 kg by june', 'en')).toBeNull();
  });
});

describe('the keyword layer keeps to what it names exactly', () => {
  it.each([
    ['im so sick of salad, other lunch ideas?', 'en'],
    ['hoeveel QIS in 30 gram pijnboompitten', 'nl'],
    ['un pain au chocolat, combien de QIS ?', 'fr'],
  ] as const)('leaves "%s" to the classifier (no word list decides)', (text, locale) => {
    expect(findReferral(text, locale)).toBeNull();
  });

  it('still names medicines with their typos', () => {
    expect(findReferral('im on metfromin, how many qis', 'en')).toEqual({ kind: 'medicine' });
  });

  it.each([
    ['sometimes I think about suicide', 'en'],
    ['je prends des laxatifs après les repas', 'fr'],
    ['ich habe wieder angefangen mich zu ritzen', 'de'],
    ['ik heb een eetstoornis denk ik', 'nl'],
  ] as const)('names self-harm, purging and eating disorders by their words: "%s"', (text, locale) => {
    expect(findReferral(text, locale)).toEqual({ kind: 'distress' });
  });

  it.each([
    ['my sister is pregnant, what snacks can I bring her', 'en'],
    ['ma fille est triste de ne pas avoir de dessert', 'fr'],
    ['Tablette Schokolade oder Müsliriegel für die Wanderung?', 'de'],
    ['na de dokter nog snel boodschappen, wat is een goede lunch', 'nl'],
    ['intermittent fasting 16:8, what do I eat at noon', 'en'],
  ] as const)('leaves the general words of the classes to the classifier: "%s"', (text, locale) => {
    expect(findReferral(text, locale)).toBeNull();
  });
});

describe('a target the classifier found, beside the figures the question states', () => {
  const screened = (text: string, locale: Locale) =>
    combineReferrals(readQuestion(text), locale, TODAY, 'target');

  it('coaches a safe pace or intake stated in figures: the figures decide, not the words around them', () => {
    expect(screened('I want to drop 3 kg in 8 weeks, where do I start', 'en')).toBeNull();
    expect(screened('5 kilo kwijt voor de zomer, lukt dat?', 'nl')).toBeNull();
    expect(screened('je vise 1 500 kcal par jour', 'fr')).toBeNull();
  });

  it('still refers an unsafe pace, a fast whatever its pace, and a target without figures', () => {
    expect(screened('I want to drop 8 kg in 3 weeks', 'en')).toEqual({ kind: 'target', reason: 'pace' });
    expect(screened('a juice fast to drop 3 kg in 8 weeks', 'en')).toEqual({
      kind: 'target',
      reason: 'fasting',
    });
    expect(screened('ich will so dünn wie möglich werden', 'de')).toEqual({ kind: 'target', reason: 'goal' });
  });
});

describe('the reason of a target the classifier found', () => {
  it('names a fast, a weight or an intake when the question does, else the goal', () => {
    expect(targetReason(readQuestion('a water fast for a week to kickstart'), 'en')).toBe('fasting');
    expect(targetReason(readQuestion('drei Tage nichts essen vor der Hochzeit'), 'de')).toBe('fasting');
    expect(targetReason(readQuestion('I want to lose 8 kg for the summer party'), 'en')).toBe('pace');
    expect(targetReason(readQuestion('je veux descendre à 45 maigre maigre'), 'fr')).toBe('goal');
  });
});
