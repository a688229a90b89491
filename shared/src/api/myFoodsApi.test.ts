import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { MyFood } from '@qis/contract/api';
import { myFoodsApi } from './myFoodsApi';
import { installFakeApi, jsonResponse, setCsrfCookie, signedInStore, TEST_CSRF_TOKEN } from '../testing';

let restore: () => void = () => undefined;
beforeEach(() => {
  setCsrfCookie();
});
afterEach(() => restore());

const GRANOLA: MyFood = {
  id: '6f1c1c43-9f40-4c32-9a7c-8d2f4f6b2a11',
  name: 'Granola maison',
  kcalPer100g: 450,
  qisPer100g: 38,
  portion: { label: '1 bowl', grams: 60, qis: 23 },
  locale: 'fr',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

describe('myFoodsApi', () => {
  it('creates a food with the CSRF header, and the list is read again', async () => {
    let listed: MyFood[] = [];
    const api = installFakeApi({
      'GET /api/my-foods': () => listed,
      'POST /api/my-foods': () => {
        listed = [GRANOLA];
        return jsonResponse(201, GRANOLA);
      },
    });
    restore = api.restore;
    const store = signedInStore();
    const list = store.dispatch(myFoodsApi.endpoints.myFoodsList.initiate());
    await list;
    const { id: _id, qisPer100g: _qis, createdAt: _c, updatedAt: _u, ...body } = GRANOLA;
    const request = { ...body, portion: { label: '1 bowl', grams: 60 } };
    await store.dispatch(myFoodsApi.endpoints.myFoodsCreate.initiate(request)).unwrap();
    const [post] = api.callsTo('POST /api/my-foods');
    expect(post?.headers.get('x-xsrf-token')).toBe(TEST_CSRF_TOKEN);
    expect(post?.body).toEqual(request);
    // The list was invalidated by the write and read again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('GET /api/my-foods').length).toBe(2);
    list.unsubscribe();
  });

  it('adds a saved meal with its client id to the day named, in the page’s language', async () => {
    const api = installFakeApi({ 'POST /api/diary/meals/m-1/add': { added: [] } });
    restore = api.restore;
    const store = signedInStore();
    const clientId = '0b5e3a52-8c1d-4c1e-9f0e-1b7a0f1c2d3e';
    await store
      .dispatch(
        myFoodsApi.endpoints.diaryMealAdd.initiate({
          mealId: 'm-1',
          clientId,
          date: '2026-11-27',
          slot: 'morning',
          locale: 'fr',
        }),
      )
      .unwrap();
    const [request] = api.callsTo('POST /api/diary/meals/m-1/add');
    expect(request?.body).toEqual({ clientId, date: '2026-11-27', slot: 'morning' });
    expect(request?.url.searchParams.get('locale')).toBe('fr');
  });
});
