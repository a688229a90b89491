import { beforeAll, describe, expect, it } from '@jest/globals';
import { qis } from '../../../foods/catalogue';
import type { CatalogueFood } from '../../../foods/repository';
import type { FoodsService } from '../../../foods/service';
import { EmbeddedAssistant } from '../embeddedProvider';
import type { ChatLocale } from '../provider';
import { DEMO_MEMBER, food, testFoodsService, testKnowledge } from '../testing/fixtures';
import { findFoods } from './foods';

/**
 * Foods competing for the same question, named as the imported tables name them: NEVO in Dutch and
 * English, CIQUAL in French, BLS in German and English, the Swiss table in all four.
 */
const COMPETING: CatalogueFood[] = [
  // Bananas: NEVO's English "Banana" is found by a French search too (one typo from "banane").
  food({ source: 'nevo', sourceCode: 'b-nevo', kcal: 92, names: { nl: 'Banaan', en: 'Banana' } }),
  food({ source: 'ciqual', sourceCode: 'b-ciqual', kcal: 90, names: { fr: 'Banane, pulpe, crue' } }),
  food({ source: 'bls', sourceCode: 'b-bls', kcal: 79, names: { de: 'Banane, roh', en: 'Banana raw' } }),
  food({
    source: 'bls',
    sourceCode: 'b-nectar',
    kcal: 52,
    names: { de: 'Bananennektar', en: 'Banana nectar' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'b-bread',
    kcal: 300,
    names: { nl: 'Bananenbrood', en: 'Banana bread' },
  }),
  // Tempeh only has an English name in a table that is not French.
  food({ source: 'nevo', sourceCode: 't-nevo', kcal: 183, names: { nl: 'Tempé', en: 'Tempeh' } }),
  // Chicken: the organs come first in the food search (shorter names).
  food({
    source: 'bls',
    sourceCode: 'h-heart',
    kcal: 165,
    names: { de: 'Hähnchen Herz, roh', en: 'Chicken heart raw' },
  }),
  food({
    source: 'bls',
    sourceCode: 'h-liver',
    kcal: 112,
    names: { de: 'Hähnchen Leber, roh', en: 'Chicken liver raw' },
  }),
  food({
    source: 'bls',
    sourceCode: 'h-wing',
    kcal: 286,
    names: { de: 'Hähnchen Flügel, mit Haut, gegrillt', en: 'Chicken wing with skin grilled' },
  }),
  food({
    source: 'bls',
    sourceCode: 'h-breast',
    kcal: 109,
    names: { de: 'Hähnchen Brustfilet, roh', en: 'Chicken breast fillet raw' },
  }),
  // Bread: the Dutch search (by word starts) finds "Broodje…" but not "Tarwebrood".
  food({
    source: 'nevo',
    sourceCode: 'br-bun',
    kcal: 349,
    names: { nl: 'Broodje koffie-', en: 'Danish pastry' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'br-gf',
    kcal: 212,
    names: { nl: 'Glutenvrij brood licht', en: 'Gluten-free bread light' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'br-coco',
    kcal: 426,
    names: { nl: 'Kokosbrood', en: 'Coconut bread' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'br-white',
    kcal: 247,
    names: { nl: 'Tarwebrood wit', en: 'Wheat bread white' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'br-brown',
    kcal: 236,
    names: { nl: 'Tarwebrood bruin', en: 'Wheat bread brown' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'br-currant',
    kcal: 273,
    names: { nl: 'Tarwekrentenbrood wit', en: 'Wheat currant bread white' },
  }),
  // Yoghurt: the drink has the shortest name.
  food({
    source: 'nevo',
    sourceCode: 'y-drink',
    kcal: 57,
    names: { nl: 'Yoghurtdrank', en: 'Yoghurt drink' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'y-brand',
    kcal: 64,
    names: { nl: 'Yoghurtdrank Activia', en: 'Yoghurt drink Activia' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'y-full',
    kcal: 56,
    names: { nl: 'Yoghurt volle', en: 'Yoghurt full fat' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'y-fruit',
    kcal: 97,
    names: { nl: 'Yoghurt volle m vruchten', en: 'Yoghurt full fat w fruit' },
  }),
  food({ source: 'ciqual', sourceCode: 'y-sweet', kcal: 84, names: { fr: 'Yaourt aux fruits, sucré' } }),
  food({ source: 'ciqual', sourceCode: 'y-plain', kcal: 57, names: { fr: 'Yaourt, nature' } }),
];

const byCode = (code: string) => COMPETING.find((entry) => entry.sourceCode === code)!;

let foods: FoodsService;
let assistant: EmbeddedAssistant;
beforeAll(async () => {
  foods = await testFoodsService(COMPETING);
  assistant = new EmbeddedAssistant(await testKnowledge(DEMO_MEMBER, COMPETING));
});

const first = (text: string, locale: ChatLocale) => findFoods(foods, text, locale)[0]?.sourceCode;

describe('the food an answer names: in the member’s language', () => {
  it('prefers a food its own table names in the member’s language to a near spelling in English', () => {
    expect(first('banane', 'fr')).toBe('b-ciqual');
    expect(first('banane', 'de')).toBe('b-bls');
    expect(first('banaan', 'nl')).toBe('b-nevo');
    // Any table's English name is natural English: the one saying the food is raw.
    expect(first('banana', 'en')).toBe('b-bls');
  });

  it('falls back to a name in English when no food is named in the member’s language', () => {
    expect(first('tempeh', 'fr')).toBe('t-nevo');
  });

  it('answers a French question with the French catalogue name and its numbers', async () => {
    const banana = byCode('b-ciqual');
    const answer = await assistant.answerText({
      question: 'Combien de QIS dans une banane ?',
      pageLocale: 'fr',
      memberId: 'member-1',
    });
    const [title] = answer.split('\n');
    expect(title).toMatch(/^Banane, pulpe, crue\s?:/);
    expect(answer).toContain(`${qis(banana.kcal!)} QIS (${banana.kcal} kcal)`);
    expect(answer).not.toMatch(/^Banana/m);
  });

  it('shows the chosen food in the answer’s language when it has a name there', async () => {
    const answer = await assistant.answerText({
      question: 'How many QIS in chicken?',
      pageLocale: 'en',
      memberId: 'member-1',
    });
    expect(answer.split('\n')[0]).toMatch(/^Chicken breast fillet raw:/);
  });
});

describe('the food an answer names: the food itself before parts, drinks and dishes', () => {
  it('gives chicken meat before the heart or the liver', () => {
    expect(first('hähnchen', 'de')).toBe('h-breast');
    expect(first('chicken', 'en')).toBe('h-breast');
  });

  it('gives plain bread before a pastry named after it, finding Dutch compounds the search does not', () => {
    const found = findFoods(foods, 'brood', 'nl', COMPETING.length).map((entry) => entry.sourceCode);
    expect(found[0]).toMatch(/^br-(white|brown)$/);
    expect(found.indexOf('br-bun')).toBeGreaterThan(found.indexOf('br-white'));
    // A longer qualifier is a more particular kind of bread.
    expect(found.indexOf('br-currant')).toBeGreaterThan(found.indexOf('br-white'));
    // The everyday kind (the one with most variants) before a rarer one of the same length.
    expect(found.indexOf('br-coco')).toBeGreaterThan(found.indexOf('br-brown'));
  });

  it('gives plain yoghurt before a yoghurt drink, a branded one or one with fruit', () => {
    expect(first('yoghurt', 'en')).toBe('y-full');
    expect(first('yoghurt', 'nl')).toBe('y-full');
    expect(first('yaourt', 'fr')).toBe('y-plain');
  });

  it('answers a Dutch question about bread with the bread’s Dutch name and catalogue numbers', async () => {
    const answer = await assistant.answerText({
      question: 'Hoeveel QIS zit er in brood?',
      pageLocale: 'nl',
      memberId: 'member-1',
    });
    const [title] = answer.split('\n');
    expect(title).toMatch(/^Tarwebrood (wit|bruin):/);
    const bread = title!.includes('wit') ? byCode('br-white') : byCode('br-brown');
    expect(answer).toContain(`${qis(bread.kcal!)} QIS (${bread.kcal} kcal)`);
  });
});
