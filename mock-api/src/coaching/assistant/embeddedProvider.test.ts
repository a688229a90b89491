import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { qisFromKcal } from '@qis/contract';
import { COMPENDIUM_FILE, readCompendiumMets } from '../../nutrition/bonus/compendium';
import { bonusQis, DEFAULT_WEIGHT_KG } from '../../nutrition/bonus/service';
import { energyNeed } from '../../nutrition/energy/energy';
import { referenceDataDir } from '../../nutrition/referenceData';
import { EmbeddedAssistant } from './embeddedProvider';
import type { Knowledge } from './knowledge/knowledge';
import type { ChatLocale } from './provider';
import { DEMO_MEMBER, TEST_FOODS, TEST_NOW, testKnowledge } from './testing/fixtures';

let knowledge: Knowledge;
let assistant: EmbeddedAssistant;
beforeAll(async () => {
  knowledge = await testKnowledge();
  assistant = new EmbeddedAssistant(knowledge);
});

const ask = (question: string, pageLocale: ChatLocale = 'en') =>
  assistant.answerText({ question, pageLocale, memberId: 'member-1' });

const byEnglishName = (name: string) => TEST_FOODS.find((food) => food.names.en === name)!;
const mets = () => readCompendiumMets(path.join(referenceDataDir(), COMPENDIUM_FILE));

describe('food energy', () => {
  it.each([
    ['Combien de QIS dans une banane ?', 'Banane, crue', 'pour 100 g', 'Swiss Food Composition Database'],
    ['Wie viele QIS hat eine Banane?', 'Banane, roh', 'pro 100 g', 'Swiss Food Composition Database'],
    ['Hoeveel QIS zit er in een banaan?', 'Banaan', 'per 100 g', 'Swiss Food Composition Database'],
    ['How many QIS in a banana?', 'Banana, raw', 'per 100 g', 'Swiss Food Composition Database'],
  ])(
    'answers "%s" in its language with the catalogue’s name, numbers and source',
    async (question, name, per, source) => {
      const banana = byEnglishName('Banana, raw');
      const answer = await ask(question, 'en');
      expect(answer.split('\n')[0]).toMatch(new RegExp(`^${name}\\s?:`));
      expect(answer).toContain(`${per}\u00a0`.trim());
      expect(answer).toContain(`${qisFromKcal(banana.kcal!)} QIS (${banana.kcal} kcal)`);
      expect(answer).toContain(source);
    },
  );

  it('computes the amount asked from the catalogue, and lists the other candidates', async () => {
    const rice = byEnglishName('Rice, white, cooked');
    const answer = await ask('calories in 150 g of rice');
    expect(answer).toContain(`per 100 g: ${qisFromKcal(rice.kcal!)} QIS (${rice.kcal} kcal)`);
    expect(answer).toContain(
      `for 150 g: ${qisFromKcal((rice.kcal! * 150) / 100)} QIS (${(rice.kcal! * 150) / 100} kcal)`,
    );
    const bananas = await ask('How many QIS in bananas?');
    const dried = byEnglishName('Banana, dried');
    expect(bananas).toContain(`- Banana, dried: ${qisFromKcal(dried.kcal!)} QIS per 100 g`);
  });

  it('counts pieces in the portion of the food’s own table when it has one, and names the table', async () => {
    const apple = byEnglishName('Apple, raw');
    const one = await ask('wie viele QIS hat ein Apfel');
    expect(one).toContain(
      `für 1 × 1 apple (150 g, die Portion aus BLS 4.0 (Max Rubner-Institut)): ${qisFromKcal((apple.kcal! * 150) / 100)} QIS`,
    );
    expect(one).toContain(`pro 100 g: ${qisFromKcal(apple.kcal!)} QIS`);
    const two = await ask('wie viele QIS haben 2 Äpfel');
    expect(two).toContain(`für 2 × 1 apple (300 g, die Portion aus`);
    expect(two).toContain(`${qisFromKcal((apple.kcal! * 300) / 100)} QIS (165 kcal)`);
  });

  it('says so when the catalogue does not know the food', async () => {
    expect(await ask('combien de QIS dans un fruit du dragon')).toMatch(
      /^Je n’ai pas trouvé « fruit dragon »/,
    );
  });
});

describe('the member’s daily need', () => {
  it('uses the calculator’s energy module with the latest weight, age and gender, and says the assumed level', async () => {
    const need = energyNeed({ gender: 'female', age: 42, weight: 78.5, activityLevel: 'sitting' });
    const answer = await ask('Quel est mon besoin quotidien en QIS ?');
    expect(answer).toContain(`${need.qis} QIS`);
    expect(answer).toContain(`de ${need.min} à ${need.max} QIS par jour`);
    expect(answer).toContain('femme, 42 ans, 78,5 kg');
    expect(answer).toContain('« surtout assis »');
    expect(answer).toContain('/fr/qis/calculator');
    // The birthday (May) is past on the test date: 2026 − 1984 = 42.
    expect(TEST_NOW.getUTCMonth() + 1).toBeGreaterThan(DEMO_MEMBER.birthMonth!);
  });

  it('takes the activity level the member names', async () => {
    const need = energyNeed({ gender: 'female', age: 42, weight: 78.5, activityLevel: 'high-work' });
    const answer = await ask('How many QIS do I need per day? I do physical work');
    expect(answer).toContain(`Your daily energy need is ${need.qis} QIS`);
    expect(answer).toContain('as you said: “physically active work”');
  });

  it('names what the profile lacks', async () => {
    const incomplete = new EmbeddedAssistant(
      await testKnowledge({ gender: null, birthYear: 1990, birthMonth: null, weights: [] }),
    );
    const answer = await incomplete.answerText({
      question: 'Wat is mijn dagelijkse behoefte?',
      pageLocale: 'nl',
      memberId: 'm',
    });
    expect(answer).toContain('je gewicht en je geslacht');
    expect(answer).toContain('/nl/profile');
  });
});

describe('activities', () => {
  it('computes the bonus QIS at the latest weight as the bonus screen does', async () => {
    const answer = await ask('30 minutes de vélo');
    const expected = bonusQis(mets().get('01019')!, 78.5, 30);
    expect(answer).toContain(`30 minutes de vélo de loisir (15 km/h) vous rapportent ${expected} QIS bonus.`);
    expect(answer).toContain('78,5 kg');
  });

  it('uses the bonus list’s duration and its default weight when none is recorded', async () => {
    const light = new EmbeddedAssistant(
      await testKnowledge({ gender: 'male', birthYear: 1970, birthMonth: 1, weights: [] }),
    );
    const answer = await light.answerText({ question: 'Schwimmen', pageLocale: 'de', memberId: 'm' });
    expect(answer).toContain(
      `30 Minuten Freizeitschwimmen bringen Ihnen ${bonusQis(mets().get('18310')!, DEFAULT_WEIGHT_KG, 30)} Bonus-QIS.`,
    );
  });
});

describe('activity answers agree with their count', () => {
  it.each([
    ['1 minute de vélo', 'fr', /^1 minute de vélo de loisir \(15 km\/h\) vous rapporte \d+ QIS bonus\.$/m],
    ['1 minute of cycling', 'en', /^1 minute of leisure cycling \(15 km\/h\) earns you \d+ bonus QIS\.$/m],
    ['1 Minute Schwimmen', 'de', /^1 Minute Freizeitschwimmen bringt Ihnen \d+ Bonus-QIS\.$/m],
    ['1 minuut zwemmen', 'nl', /^1 minuut .+ levert je \d+ bonus-QIS op\.$/m],
    ['2 minutes of cycling', 'en', /^2 minutes of leisure cycling \(15 km\/h\) earn you \d+ bonus QIS\.$/m],
  ])('"%s" (%s)', async (question, locale, sentence) => {
    expect(await ask(question, locale as ChatLocale)).toMatch(sentence);
  });
});

describe('suggestions', () => {
  it('suggests recipes of a slot within the budget, with the QIS computed from the catalogue', async () => {
    // Yoghurt with banana: (250 × 61 + 120 × 95) / 100 = 266.5 → 267 kcal → 22 QIS; two apples: 165 / 2 → 83 kcal → 7 QIS.
    const answer = await ask('A breakfast recipe under 10 QIS?');
    expect(answer).toContain('- Two apples: 7 QIS per portion (serves 2)');
    expect(answer).not.toContain('Yoghurt with banana');
    expect(await ask('petit-déjeuner à moins de 5 QIS')).toMatch(/^Aucune recette pour le petit-déjeuner/);
  });

  it('lists a category’s foods with the fewest QIS, as the QIS table counts them', async () => {
    const answer = await ask('Welches Gemüse hat die wenigsten QIS?');
    expect(answer.split('\n').slice(1, 4)).toEqual([
      `- Gurke, roh: ${qisFromKcal(12)} QIS pro 100 g`,
      `- Kopfsalat, roh: ${qisFromKcal(15)} QIS pro 100 g`,
      `- Kartoffel, roh: ${qisFromKcal(80)} QIS pro 100 g`,
    ]);
  });

  it('lists low-QIS and cholesterol-free foods from their screens', async () => {
    const low = await ask('voedingsmiddelen met weinig QIS');
    expect(low).toContain('- Komkommer rauw: 1 QIS per 100 g');
    expect(low).not.toContain('Groentechips');
    const free = await ask('aliments sans cholestérol');
    expect(free).toContain('Concombre, cru');
    expect(free).not.toContain('Oeuf');
    expect(free).not.toContain('Yaourt');
  });
});

describe('topics, tip, help', () => {
  it('explains QIS with the product’s rule and links the screens', async () => {
    expect(await ask("Qu'est-ce que le QIS ?")).toContain(`chaque QIS vaut ${12} kcal`);
    expect(await ask('Hoe werkt het weekmenu?')).toContain('/nl/meal-plan');
    expect(await ask('What are bonus points?')).toContain('/en/useful/bonus');
    expect(await ask('Erzähl mir vom Fitnessstudio')).toContain('/de/gym');
  });

  it('gives the tip of the day as its screen does', async () => {
    const tip = knowledge.daily.tipOfTheDay('fr');
    expect(await ask('le conseil du jour')).toBe(
      `Conseil du jour : ${tip.title}\n${tip.body}\n/fr/useful/tip-of-the-day`,
    );
  });

  it('says what it can answer, with examples, in the member’s language', async () => {
    const answer = await ask('Wat voor weer wordt het morgen?');
    expect(answer).toMatch(/^Ik beantwoord vragen/);
    expect(answer.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(6);
  });
});

describe('referrals, ahead of any other answer', () => {
  // The demo member on the test clock: 42 years, her latest weight, the assumed activity level.
  const demoRange = () => energyNeed({ gender: 'female', age: 42, weight: 78.5, activityLevel: 'sitting' });

  it.each([
    ['Puis-je prendre de la metformine avec ce régime ?', 'fr', 'médicaments et les compléments'],
    ['Can I take ibuprofen while dieting?', 'en', 'medicines and supplements'],
    ['Darf ich Ibuprofen nehmen während der Diät?', 'de', 'Medikamenten und Nahrungsergänzungsmitteln'],
    ['ik heb suikerziekte, is het menu goed voor mij', 'nl', 'zwangerschap, borstvoeding, een ziekte'],
    ['Je suis enceinte, combien de QIS par jour ?', 'fr', 'la grossesse, l’allaitement'],
  ] as const)(
    'refers "%s" to a doctor and the expert lines, without a single figure',
    async (question, locale, phrase) => {
      const answer = await ask(question);
      expect(answer).toContain(phrase);
      expect(answer).toContain(`/${locale}/contact`);
      expect(answer).not.toMatch(/\d/);
    },
  );

  it.each([
    ['I feel depressed and don’t want to eat', 'en', 'Thank you for telling me'],
    ['je me fais vomir après les repas', 'fr', 'Merci de me l’avoir confié'],
    ['ich glaube ich habe eine Essstörung', 'de', 'Danke, dass Sie mir das sagen'],
    ['ik heb elke avond eetbuien', 'nl', 'Dank u dat u me dit vertelt'],
  ] as const)(
    'answers distress "%s" warmly, with the expert lines and 112',
    async (question, locale, opening) => {
      const answer = await ask(question);
      expect(answer.startsWith(opening)).toBe(true);
      expect(answer).toContain(`/${locale}/contact`);
      expect(answer).toContain('112');
    },
  );

  it.each([
    ['Is it safe to lose 5 kg in a week?', 'en', 'A safe pace is 0.5 to 1 kg a week.'],
    ['est-ce que je peux manger 900 kcal par jour', 'fr', 'Un rythme sûr, c’est 0,5 à 1 kg par semaine.'],
    ['eine Woche Saftfasten zum Start?', 'de', 'Ein sicheres Tempo sind 0,5 bis 1 kg pro Woche.'],
    ['hoe val ik 4 kilo per week af', 'nl', 'Een veilig tempo is 0,5 tot 1 kg per week.'],
  ] as const)(
    'answers the dangerous target "%s" with the safe pace, the member’s own range and the doctor',
    async (question, locale, pace) => {
      const range = demoRange();
      const answer = await ask(question);
      const n = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
      expect(answer).toContain(pace);
      expect(answer).toContain(`${n(range.min)}`);
      expect(answer).toContain(`${n(range.minKcal)}`);
      expect(answer).toContain(`/${locale}/qis/calculator`);
      expect(answer).toContain(`/${locale}/contact`);
    },
  );

  it('refers an intake above 1,200 kcal but below the member’s own range, and not one inside it', async () => {
    const range = demoRange();
    const below = Math.floor(range.minKcal - 100);
    expect(below).toBeGreaterThan(1200);
    expect(await ask(`I plan to eat ${below} kcal a day`)).toContain('Eating that little is not safe');
    expect(await ask(`I plan to eat ${Math.ceil(range.minKcal + 50)} kcal a day`)).not.toContain('not safe');
  });
});

describe('streaming', () => {
  it('streams the answer in pieces of a few words that join to the whole text', async () => {
    const question = {
      question: 'Combien de QIS dans une banane ?',
      pageLocale: 'fr' as const,
      memberId: 'm',
    };
    const pieces: string[] = [];
    for await (const piece of assistant.answer(question, new AbortController().signal)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(await assistant.answerText(question));
    expect(pieces.every((piece) => piece.trim().split(/\s+/).length <= 4)).toBe(true);
  });

  it('stops early, without throwing, when the signal aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of assistant.answer(
      { question: 'What is QIS?', pageLocale: 'en', memberId: 'm' },
      controller.signal,
    )) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toHaveLength(2);
  });
});
