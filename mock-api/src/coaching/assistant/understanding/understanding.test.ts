import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FoodsService } from '../../../foods/service';
import { findFoods, foodTier } from '../knowledge/foods';
import type { ChatLocale } from '../provider';
import { testFoodsService } from '../testing/fixtures';
import { recognizeIntent, type Intent } from './intent';
import { detectLanguage } from './language';
import { findBudget, findGrams, findMinutes } from './numbers';
import { readQuestion } from './text';

let foods: FoodsService;
beforeAll(async () => {
  foods = await testFoodsService();
});

const understand = (text: string, pageLocale: ChatLocale = 'en'): { locale: ChatLocale; intent: Intent } => {
  const question = readQuestion(text);
  const locale = detectLanguage(question, pageLocale);
  const intent = recognizeIntent(question, locale, {
    search: (query) => findFoods(foods, query, locale),
    tier: (food, query) => foodTier(food, query, locale),
  });
  return { locale, intent };
};

const foodName = (intent: Intent) => (intent.kind === 'food' ? intent.food.foods[0]?.names.en : intent.kind);

describe('language detection', () => {
  it.each([
    ['Combien de QIS dans une banane ?', 'fr'],
    ['wie viele QIS hat ein Apfel', 'de'],
    ['hoeveel QIS zit er in yoghurt', 'nl'],
    ['calories in 150 g of rice', 'en'],
    ['Quel est mon besoin quotidien ?', 'fr'],
    ['Was ist der Tipp des Tages?', 'de'],
    ['Wat is mijn dagelijkse behoefte?', 'nl'],
    ['What is my daily need?', 'en'],
  ] as const)('reads "%s" as %s whatever the page', (text, expected) => {
    for (const page of ['en', 'fr', 'de', 'nl'] as const)
      expect(understand(text, page).locale).toBe(expected);
  });

  it('falls back to the page locale when the words do not tell', () => {
    expect(understand('banane', 'de').locale).toBe('de');
    expect(understand('banane', 'fr').locale).toBe('fr');
    expect(understand('QIS ?', 'nl').locale).toBe('nl');
  });
});

describe('intent recognition', () => {
  it.each([
    ['Combien de QIS dans une banane ?', 'Banana, raw'],
    ['combien de qis dans des bananes', 'Banana, raw'], // plural
    ['combien de QIS dans une bannane', 'Banana, raw'], // typo
    ['wie viele QIS hat ein Apfel', 'Apple, raw'],
    ['Wie viele Kalorien haben Äpfel?', 'Apple, raw'], // plural with umlaut
    ['hoeveel QIS zit er in yoghurt', 'Yoghurt, full fat'],
    ['hoeveel kcal zit er in yogurt', 'Yoghurt, full fat'], // typo
    ['calories in 150 g of rice', 'Rice, white, cooked'],
    ['How many QIS in apples?', 'Apple, raw'],
    ['Combien de QIS dans des pommes de terre ?', 'Potato, raw'],
    ['combien de calroies dans une pomme', 'Apple, raw'], // a misspelt energy word is not a food
    ['How many QIS in a bowl of rice?', 'Rice, white, cooked'], // a container is not a food
  ])('finds the food of "%s"', (text, expected) => {
    expect(foodName(understand(text).intent)).toBe(expected);
  });

  it('reads the amount asked and a household portion', () => {
    expect(understand('calories in 150 g of rice').intent).toMatchObject({ kind: 'food', grams: 150 });
    expect(understand('combien de QIS dans 1,5 kg de riz').intent).toMatchObject({
      kind: 'food',
      grams: 1500,
    });
    expect(understand('wie viele QIS haben 2 Äpfel').intent).toMatchObject({
      kind: 'food',
      grams: null,
      portion: { count: 2, unit: 'piece', foodWord: 'apfel' },
    });
  });

  it.each([
    ['What is my daily QIS need?', { kind: 'dailyNeed', activityLevel: null }],
    ['Quel est mon besoin quotidien en QIS ?', { kind: 'dailyNeed', activityLevel: null }],
    [
      'Wie viele QIS brauche ich pro Tag? Ich arbeite sitzend',
      { kind: 'dailyNeed', activityLevel: 'sitting' },
    ],
    [
      'Hoeveel QIS heb ik per dag nodig? Ik ben zeer actief',
      { kind: 'dailyNeed', activityLevel: 'high-work-leisure' },
    ],
    ['30 minutes de vélo', { kind: 'activity', code: '01019', minutes: 30 }],
    ['eine Stunde Schwimmen', { kind: 'activity', code: '18310', minutes: 60 }],
    ['een half uur hardlopen', { kind: 'activity', code: '12020', minutes: 30 }],
    ['45 min of nordic walking', { kind: 'activity', code: '17302', minutes: 45 }],
    ['tennis de table', { kind: 'activity', code: '15660', minutes: null }],
    ['A breakfast recipe under 40 QIS?', { kind: 'recipes', slot: 'morning', budget: 40 }],
    ['une recette pour le petit-déjeuner', { kind: 'recipes', slot: 'morning', budget: null }],
    ['Rezepte fürs Abendessen unter 35 QIS', { kind: 'recipes', slot: 'evening', budget: 35 }],
    ['recepten voor de lunch', { kind: 'recipes', slot: 'noon', budget: null }],
    ['Quels légumes ont le moins de QIS ?', { kind: 'categoryLowest', category: 'Gemüse' }],
    ['Welches Obst hat wenig QIS?', { kind: 'categoryLowest', category: 'Obst' }],
    ['low QIS foods', { kind: 'lowQis' }],
    ['voedingsmiddelen met weinig QIS', { kind: 'lowQis' }],
    ['aliments sans cholestérol', { kind: 'cholesterolFree' }],
    ['cholesterinfreie Lebensmittel', { kind: 'cholesterolFree' }],
    ["Qu'est-ce que le QIS ?", { kind: 'explain', topic: 'qis' }],
    ['How does the meal plan work?', { kind: 'explain', topic: 'mealPlan' }],
    ['Was sind Bonuspunkte?', { kind: 'explain', topic: 'bonus' }],
    ['Vertel me over de fitnessstudio', { kind: 'explain', topic: 'fitness' }],
    ['le conseil du jour', { kind: 'tip' }],
    ['tip van de dag', { kind: 'tip' }],
    ['What is the weather tomorrow?', { kind: 'help' }],
    ['Quel temps fera-t-il demain ?', { kind: 'help' }],
    ['Wie wird das Wetter morgen?', { kind: 'help' }],
  ] as const)('understands "%s"', (text, expected) => {
    expect(understand(text).intent).toEqual(expected);
  });

  it('reads a salad as a food ("malade" is one letter away, and only the safety layer refers)', () => {
    expect(understand('Combien de QIS dans une salade verte ?').intent.kind).toBe('food');
  });

  it('says when the catalogue does not know the food', () => {
    expect(understand('How many QIS in a dragonfruit?').intent).toEqual({
      kind: 'foodNotFound',
      text: 'dragonfruit',
    });
  });
});

describe('numbers', () => {
  it('reads amounts, durations and budgets in the four languages', () => {
    expect(findGrams('200 g de riz')).toBe(200);
    expect(findGrams('2 dl milk')).toBe(200);
    expect(findGrams('ohne menge')).toBeNull();
    expect(findMinutes('1h30 de marche')).toBe(90);
    expect(findMinutes('1,5 stunden')).toBe(90);
    expect(findMinutes('een kwartier fietsen')).toBe(15);
    expect(findBudget('moins de 40 qis')).toBe(40);
    expect(findBudget('unter 35')).toBe(35);
  });
});
