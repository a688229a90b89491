import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MyFood } from '@qis/contract/api';
import { useTestApp } from '../../test/support/useTestApp';
import { foodRecord } from '../../test/support/foodRecord';
import { FoodsRepository, type FoodRecord } from '../foods/repository';
import { normalize } from '../foods/search/normalize';

const food = (code: string, kcal: number, names: FoodRecord['names']) => foodRecord(code, { kcal, names });

const testApp = useTestApp({
  seed: async (database) => {
    await new FoodsRepository(database.db).upsert(
      [
        food('icebar', 330, {
          en: 'Ice cream bar, chocolate',
          fr: 'Barre glacée au chocolat',
          de: 'Eisriegel, Schokolade',
          nl: 'IJsreep chocolade',
        }),
        food('apple', 52, { en: 'Apple, raw', fr: 'Pomme, crue', de: 'Apfel, roh', nl: 'Appel, rauw' }),
      ],
      normalize,
    );
  },
});

let token: string;
let other: string;

async function ask(message: string, locale: string, as = token): Promise<string> {
  const posted = await testApp.call('POST', '/api/chat/message', { token: as, body: { message, locale } });
  expect(posted.statusCode).toBe(201);
  const stream = await testApp.call('GET', `/api/chat/message/${posted.json<{ id: string }>().id}`, {
    token: as,
  });
  return stream.body
    .split('\n\n')
    .filter((event) => event.startsWith('data: {'))
    .map(
      (event) =>
        (JSON.parse(event.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]!.delta
          .content ?? '',
    )
    .join('');
}

beforeAll(async () => {
  token = (await testApp.signedInMember()).accessToken;
  other = (await testApp.signedInMember()).accessToken;
  const created = await testApp.call('POST', '/api/my-foods', {
    token,
    body: { name: 'Granola maison', kcalPer100g: 450, portion: { label: '1 bol', grams: 60 }, locale: 'fr' },
  });
  expect(created.json<MyFood>().name).toBe('Granola maison');
  const soup = await testApp.call('POST', '/api/my-recipes', {
    token,
    body: {
      name: 'Soupe de mamie',
      servings: 4,
      ingredients: [{ myFoodId: created.json<MyFood>().id, grams: 200 }],
      locale: 'fr',
    },
  });
  expect(soup.statusCode).toBe(201);
}, 60_000);

describe('the assistant and the member’s own foods', () => {
  it('answers “how many QIS in my granola?” from the member’s own food, with its portion, in four languages', async () => {
    const questions: [string, string][] = [
      ['How many QIS in my granola?', 'en'],
      ['Combien de QIS dans mon granola ?', 'fr'],
      ['Wie viele QIS hat mein Granola?', 'de'],
      ['Hoeveel QIS zit er in mijn granola?', 'nl'],
    ];
    for (const [question, locale] of questions) {
      const answer = await ask(question, locale);
      expect(answer).toContain('Granola maison');
      // 450 kcal per 100 g → 38 QIS; the bowl, 60 g: 270 kcal → 23 QIS.
      expect(answer).toContain('38 QIS');
      expect(answer).toContain('23 QIS');
      expect(answer).toContain('1 bol');
      // The answer links to where the member keeps the food, in the question's language.
      expect(answer).toContain(`/${locale}/my-foods`);
      expect(answer).not.toContain('/diary');
    }
    expect(await ask('How many QIS in 80 g of my granola?', 'en')).toContain('30 QIS');
  }, 180_000);

  it('answers a recipe per serving', async () => {
    // 200 g at 450 kcal = 900 kcal for 4 servings: 225 kcal → 19 QIS a serving.
    const answer = await ask('Combien de QIS dans ma soupe de mamie ?', 'fr');
    expect(answer).toContain('Soupe de mamie');
    expect(answer).toContain('19 QIS');
    expect(answer).toContain('/fr/my-foods');
    expect(answer).not.toContain('/diary');
  });

  it('never answers another member from this member’s food', async () => {
    const answer = await ask('How many QIS in my granola?', 'en', other);
    expect(answer).not.toContain('Granola maison');
  });

  it('says a bar of an unknown brand is unknown and offers the closest foods, in four languages', async () => {
    const questions: [string, string, RegExp][] = [
      ['How many QIS in a Zorblax bar?', 'en', /could not find “zorblax bar”/i],
      ['Combien de QIS dans une barre Zorblax ?', 'fr', /pas trouvé « barre zorblax »/i],
      ['Wie viele QIS hat ein Zorblax Riegel?', 'de', /„zorblax riegel“ habe ich/i],
      ['Hoeveel QIS zit er in een Zorblax reep?', 'nl', /niet gevonden|„zorblax reep”/i],
    ];
    for (const [question, locale, said] of questions) {
      const answer = await ask(question, locale);
      expect(answer).toMatch(said);
      // Its QIS are never given as the answer: only in the list of closest foods, if at all.
      expect(answer.split('\n')[0]).not.toMatch(/\d+ QIS/);
    }
  });
});
