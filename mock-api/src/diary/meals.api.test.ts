import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DiaryDay, DiaryEntry, DiaryMeal, DiarySearchResult } from '@qis/contract/api';
import { expectApiError } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { foodRecord } from '../../test/support/foodRecord';
import { FoodsRepository } from '../foods/repository';
import { normalize } from '../foods/search/normalize';
import { addDays, dayOf } from '@qis/contract';

const food = (code: string, kcal: number, en: string) => foodRecord(code, { kcal, names: { en } });

const testApp = useTestApp({
  seed: async (database) => {
    await new FoodsRepository(database.db).upsert(
      [
        food('y1', 60, 'Yogurt, plain'),
        food('y2', 60, 'Yogurt, vanilla'),
        food('y3', 60, 'Yogurt, strawberry'),
        food('bread', 250, 'Bread, wholemeal'),
      ],
      normalize,
    );
  },
});

const today = dayOf(new Date(), 'utc');
const yesterday = addDays(today, -1);
let token: string;
let other: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, as = token) =>
  testApp.call(method, url, { token: as, ...(body === undefined ? {} : { body }) });
const search = async (q: string, as = token) =>
  (await call('GET', `/api/diary/foods?q=${q}`, undefined, as)).json<DiarySearchResult[]>();
const day = async (date: string) => (await call('GET', `/api/diary/days/${date}`)).json<DiaryDay>();
const foodId = (result: DiarySearchResult | undefined) => (result?.kind === 'food' ? result.foodId : 0);

beforeAll(async () => {
  token = (await testApp.signedInMember()).accessToken;
  other = (await testApp.signedInMember()).accessToken;
});

describe('saved meals', () => {
  let breakfast: DiaryMeal;

  it('saves a slot’s entries as they were written, and lists it', async () => {
    const bread = foodId((await search('bread'))[0]);
    for (const body of [
      { kind: 'food', slot: 'morning', foodId: bread, grams: 80 },
      { kind: 'quick', slot: 'morning', name: 'Café au lait', qis: 6 },
      { kind: 'quick', slot: 'noon', name: 'Not breakfast', qis: 40 },
    ]) {
      await call('POST', '/api/diary/entries', { clientId: randomUUID(), date: yesterday, ...body });
    }
    const saved = await call('POST', '/api/diary/meals', {
      name: 'Petit déjeuner',
      from: yesterday,
      slot: 'morning',
    });
    expect(saved.statusCode).toBe(201);
    breakfast = saved.json<DiaryMeal>();
    // 250 kcal × 0.8 = 200 kcal → 17 QIS, and the quick add's 6.
    expect(breakfast).toMatchObject({ name: 'Petit déjeuner', slot: 'morning', qis: 23 });
    expect(breakfast.items.map((item) => item.name)).toEqual(['Bread, wholemeal', 'Café au lait']);
    expect((await call('GET', '/api/diary/meals')).json()).toEqual([breakfast]);
    expect((await call('GET', '/api/diary/meals', undefined, other)).json()).toEqual([]);
  });

  it('adds a meal once per client id, however often it is sent', async () => {
    const clientId = randomUUID();
    const body = { clientId, date: today, slot: 'morning' };
    const [first, second] = await Promise.all([
      call('POST', `/api/diary/meals/${breakfast.id}/add`, body),
      call('POST', `/api/diary/meals/${breakfast.id}/add`, body),
    ]);
    const third = await call('POST', `/api/diary/meals/${breakfast.id}/add`, body);
    for (const response of [first, second, third]) expect(response.statusCode).toBe(200);
    const ids = (response: typeof first) => response.json<{ added: DiaryEntry[] }>().added.map((e) => e.id);
    expect(ids(second)).toEqual(ids(first));
    expect(ids(third)).toEqual(ids(first));
    const now = await day(today);
    expect(now.entries).toHaveLength(2);
    expect(now.totals.bySlot.morning).toBe(23);
    // Deleted since, the replay still answers what it added, and adds nothing.
    expect((await call('DELETE', `/api/diary/meals/${breakfast.id}`)).statusCode).toBe(204);
    expect(ids(await call('POST', `/api/diary/meals/${breakfast.id}/add`, body))).toEqual(ids(first));
    expect((await day(today)).entries).toHaveLength(2);
  });

  it('answers 404 for another member’s meal and 4xx for bad input', async () => {
    const mine = (
      await call('POST', '/api/diary/meals', { name: 'Lunch', from: yesterday, slot: 'noon' })
    ).json<DiaryMeal>();
    const add = { clientId: randomUUID(), date: today, slot: 'noon' };
    expectApiError(await call('POST', `/api/diary/meals/${mine.id}/add`, add, other), 404);
    expectApiError(await call('DELETE', `/api/diary/meals/${mine.id}`, undefined, other), 404);
    expectApiError(
      await call('POST', '/api/diary/meals', { name: 'Empty', from: today, slot: 'evening' }),
      422,
      'empty-slot',
    );
    expectApiError(
      await call('POST', '/api/diary/meals', { name: 'x', from: 'yesterday', slot: 'noon' }),
      400,
    );
    expectApiError(await call('POST', '/api/diary/meals', { name: '', from: today, slot: 'noon' }), 400);
    expectApiError(await call('POST', `/api/diary/meals/${mine.id}/add`, { ...add, extra: 1 }), 400);
  });
});

describe('the search knows the member', () => {
  it('puts the food the member chose most often first among equally good matches, for them only', async () => {
    // Plain is the better match; vanilla and strawberry are equally good ones (shorter first).
    const before = await search('yogurt');
    expect(before.map((one) => one.name)).toEqual(['Yogurt, plain', 'Yogurt, vanilla', 'Yogurt, strawberry']);
    const strawberry = before.find((one) => one.name === 'Yogurt, strawberry');
    for (let time = 0; time < 2; time += 1) {
      await call('POST', '/api/diary/entries', {
        clientId: randomUUID(),
        date: today,
        kind: 'food',
        slot: 'snack',
        foodId: foodId(strawberry),
        grams: 125,
      });
    }
    const names = async (as?: string) => (await search('yogurt', as)).map((one) => one.name);
    expect(await names()).toEqual(['Yogurt, plain', 'Yogurt, strawberry', 'Yogurt, vanilla']);
    expect(await names(other)).toEqual(before.map((one) => one.name));
  });
});
