import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createAppStore, STORAGE_KEYS } from '@qis/shared';
import { type FakeApi, installFakeApi, mealPlanResponse } from '@qis/shared/testing';
import { selectHasMealPlan, selectMealPlan } from './mealPlanSlice';
import { clearMealPlan, generateMealPlan } from './mealPlanThunks';
import { MEAL_PLAN_STORAGE_KEY } from './mealPlanStorage';

const PARAMS = { weight: 80, age: 40, gender: 'female', activityLevel: 'high-work' } as const;

describe('meal-plan state', () => {
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    api = installFakeApi({
      'GET /api/meal-plan/create': () => mealPlanResponse({ rangeNote: 'floor-above-max' }),
    });
  });
  afterEach(() => api.restore());

  it('starts idle and empty', () => {
    const state = selectMealPlan(createAppStore().getState());
    expect(state).toMatchObject({ params: null, loading: false, error: null, bmr: null, mealPlans: [] });
  });

  it('stores the params and loads, then keeps bmr, range, plans and combinations', async () => {
    const store = createAppStore();
    const held = api.hold('GET /api/meal-plan/create');
    const done = store.dispatch(generateMealPlan(PARAMS, 'fr'));
    expect(selectMealPlan(store.getState())).toMatchObject({ params: PARAMS, loading: true, error: null });
    held.release();
    await expect(done).resolves.toBe(true);
    const state = selectMealPlan(store.getState());
    expect(state).toMatchObject({ loading: false, bmr: 225, min: 150, max: 180, combinations: 1234 });
    expect(state.mealPlans).toHaveLength(7);
    expect(state.rangeNote).toBe('floor-above-max');
    expect(selectHasMealPlan(store.getState())).toBe(true);
    const [call] = api.callsTo('GET /api/meal-plan/create');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      weight: '80',
      age: '40',
      gender: 'female',
      activityLevel: 'high-work',
      locale: 'fr',
    });
  });

  it('survives a reload: a new store starts from the plan kept in sessionStorage', async () => {
    await createAppStore().dispatch(generateMealPlan(PARAMS, 'fr'));
    expect(sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY)).not.toBeNull();
    const reloaded = createAppStore();
    expect(selectMealPlan(reloaded.getState())).toMatchObject({ params: PARAMS, bmr: 225, loading: false });
    expect(selectHasMealPlan(reloaded.getState())).toBe(true);
  });

  it('stores the error and stops loading on failure, keeping nothing for a reload', async () => {
    api.fail('GET /api/meal-plan/create');
    const store = createAppStore();
    await expect(store.dispatch(generateMealPlan(PARAMS, 'fr'))).resolves.toBe(false);
    expect(selectMealPlan(store.getState())).toMatchObject({
      loading: false,
      error: 'Failed to generate meal plan',
      mealPlans: [],
    });
    expect(sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY)).toBeNull();
  });

  it('drops the previous plan when other answers fail, so it never passes for theirs', async () => {
    const store = createAppStore();
    await store.dispatch(generateMealPlan(PARAMS, 'fr'));
    api.fail('GET /api/meal-plan/create');
    await store.dispatch(generateMealPlan({ ...PARAMS, weight: 120 }, 'fr'));
    expect(selectMealPlan(store.getState())).toMatchObject({
      params: { weight: 120 },
      mealPlans: [],
      bmr: null,
    });
    expect(selectHasMealPlan(store.getState())).toBe(false);
  });

  it('clears everything, including the stored copy', async () => {
    const store = createAppStore();
    await store.dispatch(generateMealPlan(PARAMS, 'fr'));
    store.dispatch(clearMealPlan());
    expect(selectMealPlan(store.getState())).toMatchObject({
      params: null,
      bmr: null,
      mealPlans: [],
      combinations: null,
    });
    expect(sessionStorage.getItem(MEAL_PLAN_STORAGE_KEY)).toBeNull();
    expect(selectHasMealPlan(createAppStore().getState())).toBe(false);
  });
});
