import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createAppStore, STORAGE_KEYS } from '@qis/shared';
import type { PlanRecipe } from '@qis/contract/api';
import {
  type FakeApi,
  installFakeApi,
  jsonResponse,
  mealPlanResponse,
  planRecipe,
} from '@qis/shared/testing';
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
    await expect(done).resolves.toBe('ok');
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

  it('keeps each recipe’s portions and a second snack across a reload', async () => {
    const plan = mealPlanResponse({ portions: 'extra-snack' });
    plan.mealPlans[0] = {
      ...plan.mealPlans[0]!,
      lunch: planRecipe('Mon salad', 50, 2.5),
      secondSnack: planRecipe('Mon nuts', 15, 1.5),
    };
    api.on('GET /api/meal-plan/create', () => plan);
    await createAppStore().dispatch(generateMealPlan(PARAMS, 'fr'));
    const reloaded = selectMealPlan(createAppStore().getState());
    expect(reloaded.portions).toBe('extra-snack');
    expect(reloaded.mealPlans[0]?.lunch.serving).toMatchObject({ factor: 2.5, qis: 125 });
    expect(reloaded.mealPlans[0]?.secondSnack?.serving.factor).toBe(1.5);
  });

  it('asks again after a reload rather than show a plan kept without portions', () => {
    const strip = ({ serving: _, ...recipe }: PlanRecipe) => recipe;
    const plan = mealPlanResponse();
    const stored = { params: PARAMS, locale: 'fr', loading: false, error: null, rangeNote: null, ...plan };
    sessionStorage.setItem(MEAL_PLAN_STORAGE_KEY, JSON.stringify(stored));
    expect(selectMealPlan(createAppStore().getState())).toMatchObject({ params: PARAMS, portions: 'whole' });
    const older = {
      ...stored,
      portions: undefined,
      mealPlans: plan.mealPlans.map((day) => ({
        ...day,
        breakfast: strip(day.breakfast),
        lunch: strip(day.lunch),
        dinner: strip(day.dinner),
        snacks: strip(day.snacks),
      })),
    };
    sessionStorage.setItem(MEAL_PLAN_STORAGE_KEY, JSON.stringify(older));
    expect(selectMealPlan(createAppStore().getState())).toMatchObject({ params: null, mealPlans: [] });
  });

  it('keeps the range no plan reaches as the answer, not as a failure', async () => {
    api.on('GET /api/meal-plan/create', () =>
      jsonResponse(422, {
        error: 'range-unreachable',
        message: 'No day of the programme’s recipes reaches the range of 819–1191 QIS a day',
        details: { min: 819, max: 1191 },
      }),
    );
    const store = createAppStore();
    await expect(store.dispatch(generateMealPlan(PARAMS, 'fr'))).resolves.toBe('unreachable');
    expect(selectMealPlan(store.getState())).toMatchObject({
      loading: false,
      error: null,
      unreachable: { min: 819, max: 1191 },
      mealPlans: [],
    });
    // Another 422 is a failure like any other.
    api.on('GET /api/meal-plan/create', () => jsonResponse(422, { error: 'other', message: 'No' }));
    await expect(store.dispatch(generateMealPlan(PARAMS, 'fr'))).resolves.toBe('failed');
  });

  it('stores the error and stops loading on failure, keeping nothing for a reload', async () => {
    api.fail('GET /api/meal-plan/create');
    const store = createAppStore();
    await expect(store.dispatch(generateMealPlan(PARAMS, 'fr'))).resolves.toBe('failed');
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
