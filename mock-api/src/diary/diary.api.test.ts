import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DiaryDay, DiaryEntry, DiaryFood, DiaryRecentFood, DiarySummary } from '@qis/contract/api';
import { expectApiError } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { foodRecord } from '../../test/support/foodRecord';
import { FoodsRepository, type FoodRecord } from '../foods/repository';
import { normalize } from '../foods/search/normalize';
import { SLOTS, readRecipeContent } from '../nutrition/recipes/catalogue';
import { bonusQis } from '../nutrition/bonus/service';
import { energyNeed } from '../nutrition/energy/energy';
import { fitnessSessions, members } from '../db/schema';
import { eq } from 'drizzle-orm';
import { addDays, dayOf } from '@qis/contract';

const food = foodRecord;

const content = readRecipeContent();
/** Every recipe's foods at 100 kcal per 100 g: a recipe's kcal per portion is its grams per portion. */
function recipeFoods(): FoodRecord[] {
  const refs = new Map<string, FoodRecord>();
  for (const slot of SLOTS) {
    for (const recipe of content[slot]) {
      for (const { food: ref } of recipe.ingredients) {
        refs.set(`${ref.source}:${ref.code}`, {
          ...food(ref.code, {}),
          source: ref.source as FoodRecord['source'],
        });
      }
    }
  }
  return [...refs.values()];
}

const FIXTURE: FoodRecord[] = [
  food('apple', {
    kcal: 52,
    names: { en: 'Apple, raw', fr: 'Pomme, crue', de: 'Apfel, roh', nl: 'Appel, rauw' },
  }),
  food('egg', {
    kcal: 143,
    portionGrams: 60,
    portionLabel: '1 egg',
    names: { en: 'Egg, boiled', fr: 'Œuf dur' },
  }),
  food('mystery', { kcal: null, names: { en: 'Apple, unknown energy' } }),
  food('quinoa', { kcal: 360, names: { en: 'Quinoa flakes' } }),
];

const testApp = useTestApp({
  seed: async (database) => {
    const repository = new FoodsRepository(database.db);
    await repository.upsert([...recipeFoods(), ...FIXTURE], normalize);
  },
});

const today = dayOf(new Date(), 'utc');
let token: string;
let memberId: string;
let apple: DiaryFood;
let egg: DiaryFood;
let quinoa: DiaryFood;

const post = (body: unknown, as = token) => testApp.call('POST', '/api/diary/entries', { token: as, body });
const readDay = async (date = today, locale = 'en', as = token) => {
  const response = await testApp.call('GET', `/api/diary/days/${date}?locale=${locale}`, { token: as });
  expect(response.statusCode).toBe(200);
  return response.json<DiaryDay>();
};
const entry = (body: Record<string, unknown>) => ({ clientId: randomUUID(), date: today, ...body });

beforeAll(async () => {
  const signedIn = await testApp.signedInMember();
  token = signedIn.accessToken;
  memberId = signedIn.member.id;
  await testApp.database.db
    .update(members)
    .set({ gender: 'female', birthYear: 1988, birthMonth: 4 })
    .where(eq(members.id, memberId));
  await testApp.call('POST', '/api/profile/weight', { token, body: { weight: 80 } });
  const foods = (await testApp.call('GET', '/api/diary/foods?q=pomme&locale=fr', { token })).json<
    DiaryFood[]
  >();
  apple = foods.find((found) => found.name === 'Pomme, crue')!;
  egg = (await testApp.call('GET', '/api/diary/foods?q=egg', { token })).json<DiaryFood[]>()[0]!;
  quinoa = (await testApp.call('GET', '/api/diary/foods?q=quinoa', { token })).json<DiaryFood[]>()[0]!;
});

describe('the range', () => {
  it('asks for the activity level first, then computes the range with the energy module', async () => {
    const before = await readDay();
    expect(before.range).toEqual({ kind: 'incomplete', missing: ['activityLevel'] });
    expect(before.totals.left).toBeNull();
    const put = await testApp.call('PUT', '/api/diary/settings', {
      token,
      body: { activityLevel: 'sitting' },
    });
    expect(put.json()).toEqual({ activityLevel: 'sitting' });
    const now = new Date();
    const age = now.getUTCFullYear() - 1988 - (4 > now.getUTCMonth() + 1 ? 1 : 0);
    const need = energyNeed({ gender: 'female', age, weight: 80, activityLevel: 'sitting' });
    expect((await readDay()).range).toEqual({
      kind: 'range',
      min: need.min,
      max: need.max,
      activityLevel: 'sitting',
      weight: 80,
      age,
    });
  });

  it('names what the profile lacks', async () => {
    const other = await testApp.signedInMember();
    await testApp.call('PUT', '/api/diary/settings', {
      token: other.accessToken,
      body: { activityLevel: 'sitting' },
    });
    const day = await readDay(today, 'en', other.accessToken);
    expect(day.range).toEqual({ kind: 'incomplete', missing: ['weight', 'birthYear', 'gender'] });
  });

  it('refuses an activity level outside the questionnaire’s four', async () => {
    expectApiError(
      await testApp.call('PUT', '/api/diary/settings', { token, body: { activityLevel: 'lazy' } }),
      400,
      'validation',
    );
  });
});

describe('writing entries', () => {
  it('searches with the catalogue’s search and leaves out foods without energy', async () => {
    // The food search's household portions (portionsFor), the same the assistant counts in.
    expect(apple).toMatchObject({
      qisPer100g: 4,
      kcalPer100g: 52,
      portions: [{ unit: 'piece', label: '1 pièce', grams: 150, source: 'standard' }],
    });
    expect(egg).toMatchObject({ name: 'Egg, boiled' });
    expect(egg.portions[0]).toEqual({ unit: 'portion', label: '1 egg', grams: 60, source: 'table' });
    const found = (await testApp.call('GET', '/api/diary/foods?q=apple', { token })).json<DiaryFood[]>();
    expect(found.map((one) => one.name)).not.toContain('Apple, unknown energy');
    expectApiError(await testApp.call('GET', '/api/diary/foods?q=%20', { token }), 400, 'validation');
  });

  it('counts a household portion by the food’s own portions, the unit named or its first', async () => {
    const other = (await testApp.signedInMember()).accessToken;
    const piece = (
      await post(
        {
          ...entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, portions: 1, unit: 'piece' }),
          locale: 'fr',
        },
        other,
      )
    ).json<{ entry: DiaryEntry }>().entry;
    // One apple, 150 g by the QIS table of standard portions: 52 × 1.5 = 78 kcal → 7 QIS.
    expect(piece).toMatchObject({ grams: 150, portions: 1, qis: 7 });
    expect(piece.portion).toMatchObject({ unit: 'piece', label: '1 pièce', grams: 150 });
    const eggs = (
      await post(entry({ kind: 'food', slot: 'morning', foodId: egg.foodId, portions: 1.5 }), other)
    ).json<{ entry: DiaryEntry }>().entry;
    expect(eggs).toMatchObject({ grams: 90, portion: { unit: 'portion', label: '1 egg' } });
    const patched = await testApp.call('PATCH', `/api/diary/entries/${eggs.id}`, {
      token: other,
      body: { portions: 2, unit: egg.portions[1]!.unit },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<DiaryEntry>()).toMatchObject({
      grams: 2 * egg.portions[1]!.grams,
      portion: { unit: egg.portions[1]!.unit },
    });
  });

  it('computes each entry’s QIS on the server and adds them up per slot, with the bonus', async () => {
    const date = addDays(today, -1);
    const created = await post({
      ...entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, grams: 150 }),
      date,
      locale: 'fr',
    });
    expect(created.statusCode).toBe(201);
    const pomme = created.json<{ entry: DiaryEntry }>().entry;
    // 52 kcal × 1.5 = 78 kcal → round(78 / 12) = 7 QIS
    expect(pomme).toMatchObject({ name: 'Pomme, crue', grams: 150, qis: 7, slot: 'noon' });

    const eggs = (
      await post({ ...entry({ kind: 'food', slot: 'morning', foodId: egg.foodId, portions: 2 }), date })
    ).json<{
      entry: DiaryEntry;
    }>().entry;
    expect(eggs).toMatchObject({ grams: 120, portions: 2, qis: Math.round((143 * 1.2) / 12) });

    const recipe = content.evening[0]!;
    const kcal = Math.round(recipe.ingredients.reduce((sum, { grams }) => sum + grams, 0) / recipe.portions);
    const served = (
      await post({ ...entry({ kind: 'recipe', slot: 'evening', recipeId: recipe.id, factor: 1.5 }), date })
    ).json<{ entry: DiaryEntry }>().entry;
    expect(served).toMatchObject({ portions: 1.5, qis: Math.round((kcal * 1.5) / 12), name: recipe.name.en });

    const quick = (
      await post({ ...entry({ kind: 'quick', slot: 'snack', name: ' Birthday cake ', qis: 25 }), date })
    ).json<{
      entry: DiaryEntry;
    }>().entry;
    expect(quick).toMatchObject({ name: 'Birthday cake', qis: 25 });

    // Leisure cycling (01019, 5.8 MET in the 2011 Compendium) at the latest weight, 80 kg.
    const cycling = (await post({ ...entry({ kind: 'activity', code: '01019', minutes: 30 }), date })).json<{
      entry: DiaryEntry;
    }>().entry;
    expect(cycling).toMatchObject({ slot: null, minutes: 30, qis: bonusQis(5.8, 80, 30) });

    await testApp.database.db.insert(fitnessSessions).values({
      memberId,
      workoutId: 7,
      startedAt: new Date(`${date}T10:00:00Z`),
      completedAt: new Date(`${date}T10:10:00Z`),
      durationSeconds: 600,
      weightKg: 80,
      qis: 9,
    });

    const activities = (await testApp.call('GET', '/api/diary/activities?locale=fr', { token })).json<
      { code: string; name: string; qis: number; minutes: number; kcalPerMinute: number }[]
    >();
    const leisure = activities.find((one) => one.code === '01019')!;
    expect(leisure).toMatchObject({
      name: 'Vélo de loisir (15 km/h)',
      minutes: 45,
      qis: bonusQis(5.8, 80, 45),
    });
    expect(Math.round((30 * leisure.kcalPerMinute) / 12)).toBe(cycling.qis);

    const day = await readDay(date, 'fr');
    expect(day.entries.map((one) => one.id)).toEqual([pomme.id, eggs.id, served.id, quick.id, cycling.id]);
    const eaten = pomme.qis + eggs.qis + served.qis + quick.qis;
    expect(day.totals).toMatchObject({
      eaten,
      bySlot: { morning: eggs.qis, noon: pomme.qis, evening: served.qis, snack: quick.qis },
      activityBonus: cycling.qis,
      workoutBonus: 9,
      bonus: cycling.qis + 9,
    });
    expect(day.workouts).toEqual([{ id: expect.any(String), minutes: 10, qis: 9 }]);
    if (day.range.kind !== 'range') throw new Error('range expected');
    expect(day.totals.allowance).toEqual({
      min: day.range.min + cycling.qis + 9,
      max: day.range.max + cycling.qis + 9,
    });
    expect(day.totals.left).toBe(day.range.max + cycling.qis + 9 - eaten);
    // The names follow the page's language.
    expect((await readDay(date, 'de')).entries[0]!.name).toBe('Apfel, roh');
  });

  it('stores a write sent twice once (same client id)', async () => {
    const body = entry({ kind: 'quick', slot: 'snack', name: 'Tea biscuit', qis: 3 });
    const first = await post(body);
    const second = await post(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ entry: DiaryEntry; created: boolean }>()).toEqual({
      entry: first.json<{ entry: DiaryEntry }>().entry,
      created: false,
    });
    const [a, b] = await Promise.all([
      post({ ...body, clientId: randomUUID() }),
      post({ ...body, clientId: body.clientId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const day = await readDay();
    expect(day.entries.filter((one) => one.clientId === body.clientId)).toHaveLength(1);
  });

  it('never takes a food’s QIS from the client', async () => {
    expectApiError(
      await post(entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, grams: 100, qis: 1 })),
      400,
      'validation',
    );
  });

  it('answers readable 4xx for wrong amounts, dates, text and references', async () => {
    const cases: [Record<string, unknown>, number, string, RegExp?][] = [
      [entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, grams: 0 }), 400, 'validation'],
      [entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, grams: 6000 }), 400, 'validation'],
      [entry({ kind: 'food', slot: 'noon', foodId: apple.foodId }), 400, 'validation', /grams or portions/],
      [
        entry({ kind: 'food', slot: 'noon', foodId: quinoa.foodId, portions: 1 }),
        400,
        'validation',
        /household portion/,
      ],
      [
        entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, portions: 1, unit: 'glass' }),
        400,
        'validation',
        /not a portion of this food: use piece/,
      ],
      [
        entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, grams: 10, unit: 'piece' }),
        400,
        'validation',
        /with portions only/,
      ],
      [
        entry({ kind: 'food', slot: 'noon', foodId: apple.foodId, portions: 1, unit: 'jar' }),
        400,
        'validation',
      ],
      [entry({ kind: 'food', slot: 'noon', foodId: 999999, grams: 10 }), 422, 'unknown-food'],
      [
        entry({ kind: 'food', slot: 'noon', foodId: 3, grams: 10, date: addDays(today, -366) }),
        400,
        'validation',
        /365 days back/,
      ],
      [
        entry({ kind: 'quick', slot: 'noon', name: 'x', qis: 1, date: addDays(today, 2) }),
        400,
        'validation',
        /one day ahead/,
      ],
      [
        entry({ kind: 'quick', slot: 'noon', name: 'x', qis: 1, date: '2026-02-30' }),
        400,
        'validation',
        /calendar date/,
      ],
      [entry({ kind: 'quick', slot: 'noon', name: '   ', qis: 1 }), 400, 'validation'],
      [entry({ kind: 'quick', slot: 'noon', name: 'x'.repeat(101), qis: 1 }), 400, 'validation'],
      [entry({ kind: 'quick', slot: 'noon', name: 'x', qis: 1.5 }), 400, 'validation'],
      [entry({ kind: 'quick', name: 'x', qis: 1 }), 400, 'validation', /slot is required/],
      [entry({ kind: 'recipe', slot: 'noon', recipeId: 'nope', factor: 1 }), 422, 'unknown-recipe'],
      [entry({ kind: 'recipe', slot: 'noon', recipeId: 'nope', factor: 0.3 }), 400, 'validation'],
      [entry({ kind: 'activity', code: '99999', minutes: 10 }), 422, 'unknown-activity'],
      [entry({ kind: 'activity', code: '01019', minutes: 0 }), 400, 'validation'],
      [entry({ kind: 'food', slot: 'brunch', foodId: apple.foodId, grams: 10 }), 400, 'validation'],
      [
        { ...entry({ kind: 'quick', slot: 'noon', name: 'x', qis: 1 }), clientId: 'not-a-uuid' },
        400,
        'validation',
      ],
      [entry({ kind: 'food', slot: 'noon', foodId: FIXTURE.length + 1000, grams: 10 }), 422, 'unknown-food'],
    ];
    for (const [body, status, code, message] of cases) {
      const answer = expectApiError(await post(body), status, code);
      if (message) expect(answer.message).toMatch(message);
    }
    const mystery = (await testApp.call('GET', '/api/diary/foods?q=mystery', { token })).json<DiaryFood[]>();
    expect(mystery).toEqual([]);
    expectApiError(await testApp.call('GET', '/api/diary/days/2026-13-01', { token }), 400, 'validation');
    expectApiError(await testApp.call('GET', '/api/diary/days/yesterday', { token }), 400, 'validation');
  });

  it('needs the CSRF header and a token', async () => {
    const body = entry({ kind: 'quick', slot: 'noon', name: 'x', qis: 1 });
    expectApiError(await testApp.call('POST', '/api/diary/entries', { token, body, csrf: false }), 403);
    expectApiError(await testApp.call('POST', '/api/diary/entries', { body }), 401);
    expectApiError(await testApp.call('GET', `/api/diary/days/${today}`), 401);
  });
});

describe('another member', () => {
  it('sees only their own entries: another member’s answers 404', async () => {
    const mine = (await post(entry({ kind: 'quick', slot: 'noon', name: 'Soup', qis: 12 }))).json<{
      entry: DiaryEntry;
    }>().entry;
    const other = await testApp.signedInMember();
    expect((await readDay(today, 'en', other.accessToken)).entries).toEqual([]);
    const url = `/api/diary/entries/${mine.id}`;
    expectApiError(
      await testApp.call('PATCH', url, { token: other.accessToken, body: { qis: 1 } }),
      404,
      'not-found',
    );
    expectApiError(await testApp.call('DELETE', url, { token: other.accessToken }), 404, 'not-found');
    // The other member's same client id is their own entry, not a replay of mine.
    const theirs = await post(
      { ...entry({ kind: 'quick', slot: 'noon', name: 'Soup', qis: 2 }), clientId: mine.clientId },
      other.accessToken,
    );
    expect(theirs.statusCode).toBe(201);
    expect((await readDay()).entries.find((one) => one.id === mine.id)?.qis).toBe(12);
  });
});

describe('editing, deleting, copying', () => {
  it('recomputes the QIS of a changed amount and refuses what does not belong to the kind', async () => {
    const created = (await post(entry({ kind: 'food', slot: 'noon', foodId: egg.foodId, grams: 100 }))).json<{
      entry: DiaryEntry;
    }>().entry;
    const patched = await testApp.call('PATCH', `/api/diary/entries/${created.id}`, {
      token,
      body: { portions: 1, slot: 'morning' },
    });
    expect(patched.json<DiaryEntry>()).toMatchObject({
      grams: 60,
      portions: 1,
      slot: 'morning',
      qis: Math.round(85.8 / 12),
    });
    expectApiError(
      await testApp.call('PATCH', `/api/diary/entries/${created.id}`, { token, body: { qis: 1 } }),
      400,
      'validation',
    );
    expectApiError(
      await testApp.call('PATCH', `/api/diary/entries/${created.id}`, { token, body: {} }),
      400,
      'validation',
    );
    expect((await testApp.call('DELETE', `/api/diary/entries/${created.id}`, { token })).statusCode).toBe(
      204,
    );
    expectApiError(
      await testApp.call('DELETE', `/api/diary/entries/${created.id}`, { token }),
      404,
      'not-found',
    );
    expectApiError(await testApp.call('DELETE', '/api/diary/entries/123', { token }), 400, 'validation');
  });

  it('copies a slot or a whole day, once per client id, without the activities', async () => {
    const from = addDays(today, -1);
    const to = addDays(today, -2);
    const source = await readDay(from);
    const body = { clientId: randomUUID(), from, to, slot: 'noon', toSlot: 'snack' };
    const first = await testApp.call('POST', '/api/diary/copy', { token, body });
    expect(first.statusCode).toBe(200);
    const copied = first.json<{ copied: DiaryEntry[] }>().copied;
    expect(copied.map(({ slot, qis }) => ({ slot, qis }))).toEqual(
      source.entries.filter((one) => one.slot === 'noon').map(({ qis }) => ({ slot: 'snack', qis })),
    );
    await testApp.call('POST', '/api/diary/copy', { token, body });
    const whole = { clientId: randomUUID(), from, to };
    await testApp.call('POST', '/api/diary/copy', { token, body: whole });
    const target = await readDay(to);
    const meals = source.entries.filter((one) => one.kind !== 'activity');
    expect(target.entries).toHaveLength(copied.length + meals.length);
    expect(target.totals.eaten).toBe(source.totals.eaten + copied.reduce((sum, one) => sum + one.qis, 0));
    expect(target.totals.activityBonus).toBe(0);
  });

  it('keeps at most 200 entries a day', async () => {
    const date = addDays(today, -30);
    for (let index = 0; index < 200; index += 1) {
      const response = await post({
        ...entry({ kind: 'quick', slot: 'snack', name: `Bite ${index}`, qis: 1 }),
        date,
      });
      expect(response.statusCode).toBe(201);
    }
    expectApiError(
      await post({ ...entry({ kind: 'quick', slot: 'snack', name: 'One too many', qis: 1 }), date }),
      422,
      'day-full',
    );
    expect((await readDay(date)).entries).toHaveLength(200);
  });
});

describe('the weeks and the member’s foods', () => {
  it('sums each day against the range and counts the days in range', async () => {
    const response = await testApp.call('GET', `/api/diary/summary?to=${today}&days=28`, { token });
    expect(response.statusCode).toBe(200);
    const summary = response.json<DiarySummary>();
    expect(summary.days).toHaveLength(28);
    expect(summary.days.at(-1)!.date).toBe(today);
    expect(summary.from).toBe(addDays(today, -27));
    const yesterday = await readDay(addDays(today, -1));
    expect(summary.days.at(-2)).toMatchObject({
      eaten: yesterday.totals.eaten,
      bonus: yesterday.totals.bonus,
    });
    if (summary.range.kind !== 'range') throw new Error('range expected');
    const { min, max } = summary.range;
    expect(summary.daysInRange).toBe(
      summary.days.filter((day) => day.entries > 0 && day.eaten >= min && day.eaten <= max + day.bonus)
        .length,
    );
    expectApiError(await testApp.call('GET', '/api/diary/summary?days=9', { token }), 400, 'validation');
  });

  it('judges each past day by that day’s own range (its weight), not today’s', async () => {
    const member = await testApp.signedInMember();
    const as = member.accessToken;
    await testApp.database.db
      .update(members)
      .set({ gender: 'male', birthYear: 1980, birthMonth: 1 })
      .where(eq(members.id, member.member.id));
    await testApp.call('PUT', '/api/diary/settings', { token: as, body: { activityLevel: 'sitting' } });
    // 120 kg three weeks ago, 70 kg since last week.
    const weigh = (weight: number, daysAgo: number) =>
      testApp.call('POST', '/api/profile/weight', {
        token: as,
        body: { weight, date: `${addDays(today, -daysAgo)}T00:00:00.000Z` },
      });
    expect((await weigh(120, 21)).statusCode).toBeLessThan(300);
    expect((await weigh(70, 7)).statusCode).toBeLessThan(300);
    const age = new Date().getUTCFullYear() - 1980;
    const heavy = energyNeed({ gender: 'male', age, weight: 120, activityLevel: 'sitting' });
    const light = energyNeed({ gender: 'male', age, weight: 70, activityLevel: 'sitting' });
    // The same QIS on a day at 120 kg and on a day at 70 kg: in range then, over now.
    const qis = light.max + 1;
    expect(qis).toBeGreaterThanOrEqual(heavy.min);
    expect(qis).toBeLessThanOrEqual(heavy.max);
    for (const daysAgo of [14, 2]) {
      const created = await post(
        entry({ kind: 'quick', slot: 'noon', name: 'Dinner out', qis, date: addDays(today, -daysAgo) }),
        as,
      );
      expect(created.statusCode).toBe(201);
    }
    const summary = (
      await testApp.call('GET', `/api/diary/summary?to=${today}&days=28`, { token: as })
    ).json<DiarySummary>();
    const at = (daysAgo: number) => summary.days.find((day) => day.date === addDays(today, -daysAgo))!;
    expect(at(14)).toMatchObject({ eaten: qis, inRange: true, min: heavy.min, max: heavy.max });
    expect(at(2)).toMatchObject({ eaten: qis, inRange: false, min: light.min, max: light.max });
    // Before the first weight, the first one; the range in the answer is today's.
    expect(at(27)).toMatchObject({ min: heavy.min, max: heavy.max });
    expect(summary.range).toMatchObject({ kind: 'range', min: light.min, max: light.max, weight: 70 });
    expect(summary.daysInRange).toBe(1);
    // The day view agrees: that day's range and what was left that day.
    const past = await readDay(addDays(today, -14), 'en', as);
    expect(past.range).toMatchObject({ kind: 'range', min: heavy.min, weight: 120 });
    expect(past.totals.left).toBe(heavy.max - qis);
  });

  it('lists the recent foods, most frequent first, with the amount last eaten', async () => {
    const recent = (await testApp.call('GET', '/api/diary/recent?locale=fr', { token })).json<
      DiaryRecentFood[]
    >();
    // Eaten once, then copied twice (a slot, then the whole day).
    expect(recent[0]).toMatchObject({ name: 'Pomme, crue', times: 3, lastGrams: 150 });
  });
});

describe('the chat reads the diary', () => {
  async function ask(message: string, locale: string, memberDay?: string): Promise<string> {
    const posted = await testApp.call('POST', '/api/chat/message', { token, body: { message, locale } });
    expect(posted.statusCode).toBe(201);
    const query = memberDay ? `?today=${memberDay}` : '';
    const stream = await testApp.call(
      'GET',
      `/api/chat/message/${posted.json<{ id: string }>().id}${query}`,
      {
        token,
      },
    );
    expect(stream.statusCode).toBe(200);
    return stream.body
      .split('\n\n')
      .filter((event) => event.startsWith('data: {'))
      .map(
        (event) =>
          (JSON.parse(event.slice(6)) as { choices: { delta: { content: string } }[] }).choices[0]!.delta
            .content,
      )
      .join('');
  }

  it('answers what is left today with the diary’s own figure and a link to the day, in four languages', async () => {
    const day = await readDay(today, 'en');
    const left = day.totals.left!;
    const figure = (locale: string) => new Intl.NumberFormat(locale).format(Math.abs(left));
    const expected = left >= 0 ? ['left', 'reste', 'übrig', 'over'] : ['over', 'trop', 'darüber', 'hoog'];
    const questions: [string, string][] = [
      ['How many QIS do I have left today?', 'en'],
      ["Combien de QIS me reste-t-il aujourd'hui ?", 'fr'],
      ['Wie viele QIS habe ich heute noch übrig?', 'de'],
      ['Hoeveel QIS heb ik vandaag nog over?', 'nl'],
    ];
    for (const [index, [question, locale]] of questions.entries()) {
      const answer = await ask(question, locale);
      expect(answer).toContain(`${figure(locale)} QIS`);
      expect(answer).toContain(expected[index]!);
      expect(answer).toContain(`/${locale}/diary?date=${today}`);
    }
  });

  it('answers from the member’s own today (their device’s day), not the server’s UTC day', async () => {
    // Just after midnight in Auckland the member's day is already the server's tomorrow.
    const theirs = addDays(today, 1);
    await post(entry({ kind: 'quick', slot: 'morning', name: 'Porridge', qis: 23, date: theirs }));
    const day = await readDay(theirs, 'en');
    expect(day.entries.map((one) => one.name)).toEqual(['Porridge']);
    const answer = await ask('How many QIS do I have left today?', 'en', theirs);
    expect(answer).toContain(`${new Intl.NumberFormat('en').format(Math.abs(day.totals.left!))} QIS`);
    expect(answer).toContain('you have eaten 23 QIS');
    expect(answer).toContain(`/en/diary?date=${theirs}`);
    // Their "yesterday" is the server's today.
    expect(await ask('What did I eat yesterday?', 'en', theirs)).toContain(`/en/diary?date=${today}`);
  });

  it('refuses a "today" that is no one’s today: 400, not an answer from another day', async () => {
    const posted = await testApp.call('POST', '/api/chat/message', {
      token,
      body: { message: 'How many QIS do I have left today?', locale: 'en' },
    });
    const id = posted.json<{ id: string }>().id;
    for (const [value, message] of [
      [addDays(today, 2), /within a day/],
      [addDays(today, -2), /within a day/],
      ['2026-02-30', /calendar date/],
      ['tomorrow', /./],
    ] as const) {
      const response = await testApp.call('GET', `/api/chat/message/${id}?today=${value}`, { token });
      expectApiError(response, 400, 'validation');
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    // Refused before anything was produced: the question still waits for its answer.
    const answered = await ask('How many QIS do I have left today?', 'en', today);
    expect(answered).toContain(`/en/diary?date=${today}`);
  });

  it('lists what the member ate yesterday, per slot', async () => {
    const yesterday = await readDay(addDays(today, -1), 'fr');
    const answer = await ask("Qu'ai-je mangé hier ?", 'fr');
    expect(answer).toMatch(/^Hier, vous avez noté :/);
    expect(answer).toContain('- Midi: Pomme, crue (7 QIS)');
    expect(answer).toContain(`En tout : ${new Intl.NumberFormat('fr').format(yesterday.totals.eaten)} QIS.`);
    expect(answer).toContain(`/fr/diary?date=${addDays(today, -1)}`);
    expect(await ask('Was habe ich gestern gegessen?', 'de')).toMatch(/^Gestern haben Sie notiert:/);
  });
});
