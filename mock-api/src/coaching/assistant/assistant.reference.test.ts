import { beforeAll, describe, expect, it } from '@jest/globals';
import { qisFromKcal } from '@qis/contract';
import { loadFoodImportConfig } from '../../foods/config';
import { readReferenceFoods } from '../../foods/import/importFoods';
import type { CatalogueFood } from '../../foods/repository';
import { toCatalogueFoods } from '../magicMenus/referenceCatalogue';
import { EmbeddedAssistant } from './embeddedProvider';
import type { Knowledge } from './knowledge/knowledge';
import type { ChatLocale } from './provider';
import { DEMO_MEMBER, testKnowledge } from './testing/fixtures';

/*
 * The assistant on the whole reference catalogue (the four published tables, as the import reads
 * them): the questions of issue 14, household portions of real foods, and one ranking with the
 * food database screen.
 */
let knowledge: Knowledge;
let assistant: EmbeddedAssistant;
beforeAll(async () => {
  const foods = toCatalogueFoods(readReferenceFoods(loadFoodImportConfig()).records);
  knowledge = await testKnowledge(DEMO_MEMBER, foods);
  assistant = new EmbeddedAssistant(knowledge);
}, 120_000);

const ask = (question: string, pageLocale: ChatLocale = 'en') =>
  assistant.answerText({ question, pageLocale, memberId: 'member-1' });

/** The food the assistant answers with: the one its intent names first. */
async function assistantFood(question: string, pageLocale: ChatLocale): Promise<CatalogueFood | null> {
  const { intent } = await assistant.understand({ question, pageLocale, memberId: 'member-1' });
  return intent?.kind === 'food' ? (intent.food.foods[0] ?? null) : null;
}

describe('the questions of the issue', () => {
  it.each([
    ['Puis-je prendre de la metformine avec ce régime ?', '/fr/contact', 'médicaments'],
    ['Can I take ibuprofen while dieting?', '/en/contact', 'medicines'],
    ['Is it safe to lose 5 kg in a week?', '/en/contact', 'A safe pace is 0.5 to 1 kg a week.'],
    ['I feel depressed and don’t want to eat', '/en/contact', '112'],
  ])('refers "%s"', async (question, contact, phrase) => {
    const answer = await ask(question);
    expect(answer).toContain(contact);
    expect(answer).toContain(phrase);
    expect(answer).not.toContain('I answer questions about foods');
  });

  it('answers lentils with the food database screen’s first result for the same words', async () => {
    const food = await assistantFood('How many QIS in 100 g of lentils?', 'en');
    const screenFirst = knowledge.foods.search('lentils', 'en')[0]!;
    expect(food?.kcal).toBe(screenFirst.calories);
    const answer = await ask('How many QIS in 100 g of lentils?');
    expect(answer.split('\n')[0]).toBe(`${screenFirst.name}:`);
  });

  it('names the other form of a staple eaten cooked (lentils: cooked and dry)', async () => {
    const answer = await ask('How many QIS in 100 g of lentils?');
    expect(answer).toMatch(/^The other form: .*(dry|dried|raw|cooked|boiled).*, \d+ QIS per 100 g/mu);
  });

  it('answers a glass of red wine with its grams, the portion’s source and the per-100 g line', async () => {
    const answer = await ask('How many QIS in a glass of red wine?');
    const wine = (await assistantFood('How many QIS in a glass of red wine?', 'en'))!;
    expect(answer).toContain(
      `- for 1 glass (125 g, QIS table of standard household portions): ${qisFromKcal((wine.kcal! * 125) / 100)} QIS`,
    );
    expect(answer).toContain(`- per 100 g: ${qisFromKcal(wine.kcal!)} QIS`);
  });
});

describe('household portions of real foods', () => {
  it.each([
    ['How many QIS in a glass of red wine?', 'en', 'for 1 glass (125 g, '],
    ['combien de QIS dans une tranche de pain', 'fr', 'pour 1 tranche (35 g, '],
    ['Wie viele QIS hat ein Ei?', 'de', 'für 1 Stück (50 g, '],
    ['How many QIS in a banana?', 'en', 'for 1 piece (120 g, '],
    ['How many QIS in a cup of cooked rice?', 'en', 'for 1 cup (160 g, '],
    ['hoeveel qis heeft een boterham', 'nl', 'voor 1 plak (35 g, '],
  ] as const)(
    '"%s" gives the portion, its grams and source, and per 100 g',
    async (question, locale, line) => {
      const answer = await ask(question, locale);
      const food = (await assistantFood(question, locale))!;
      const grams = Number(/\((\d+) g, /u.exec(line)![1]);
      expect(answer).toContain(line);
      expect(answer).toContain(`${qisFromKcal((food.kcal! * grams) / 100)} QIS`);
      expect(answer).toMatch(/(per|pour|pro) 100 g/u);
    },
  );
});

describe('one ranking with the food database screen', () => {
  const COMMON: Record<ChatLocale, string[]> = {
    en: [
      'banana',
      'apple',
      'rice',
      'bread',
      'lentils',
      'pasta',
      'oat flakes',
      'chicken',
      'salmon',
      'cheese',
      'milk',
      'egg',
    ],
    fr: [
      'banane',
      'pomme',
      'riz',
      'pain',
      'lentilles',
      'pâtes',
      'poulet',
      'saumon',
      'fromage',
      'lait',
      'yaourt',
      'carotte',
    ],
    de: [
      'Banane',
      'Apfel',
      'Reis',
      'Brot',
      'Linsen',
      'Nudeln',
      'Haferflocken',
      'Lachs',
      'Käse',
      'Milch',
      'Joghurt',
      'Karotte',
    ],
    nl: [
      'banaan',
      'appel',
      'rijst',
      'brood',
      'linzen',
      'pasta',
      'havermout',
      'kip',
      'zalm',
      'kaas',
      'melk',
      'wortel',
    ],
  };
  const QUESTION: Record<ChatLocale, (food: string) => string> = {
    en: (food) => `How many QIS in ${food}?`,
    fr: (food) => `Combien de QIS dans ${food} ?`,
    de: (food) => `Wie viele QIS hat ${food}?`,
    nl: (food) => `Hoeveel QIS zit er in ${food}?`,
  };

  it.each(
    (Object.entries(COMMON) as [ChatLocale, string[]][]).flatMap(([locale, foods]) =>
      foods.map((food) => [locale, food] as const),
    ),
  )('%s "%s": the assistant’s food is the screen’s first result', async (locale, name) => {
    const food = await assistantFood(QUESTION[locale](name), locale);
    const screenFirst = knowledge.foods.search(name, locale).find((row) => row.calories !== null)!;
    expect(food).not.toBeNull();
    expect({ kcal: food!.kcal, fat: food!.fat }).toEqual({
      kcal: screenFirst.calories,
      fat: screenFirst.fat,
    });
    expect((await ask(QUESTION[locale](name), locale)).split('\n')[0]).toMatch(
      new RegExp(`^${screenFirst.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s?:`, 'u'),
    );
  });
});
