import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DayPlan, MealPlanAlternativesResponse, MealPlanResponse, PlanRecipe } from '@qis/contract/api';
import { useTestApp } from '../../../test/support/useTestApp';
import { expectApiError } from '../../../test/support/testApp';
import { seedRecipeFoods } from '../../../test/support/recipeFoods';
import { readRecipeContent } from '../recipes/catalogue';
import { followsRules, LADDER_QUARTERS, type ServedDay, type Tier } from './portions';

const testApp = useTestApp();
let token: string;
const content = readRecipeContent();
/** kcal per portion on the test catalogue (100 kcal per 100 g): grams per portion. */
const kcalOf = (id: string) => {
  const recipe = [...content.morning, ...content.noon, ...content.evening, ...content.snack].find(
    (candidate) => candidate.id === id,
  )!;
  return Math.round(recipe.ingredients.reduce((sum, { grams }) => sum + grams, 0) / recipe.portions);
};

beforeAll(async () => {
  token = (await testApp.signedInMember()).accessToken;
  await seedRecipeFoods(testApp.database.db);
});

const get = (url: string, authorised = true) => testApp.call('GET', url, authorised ? { token } : {});
// The member: 80 kg, 35 years, female, sitting: (8.7 × 80 + 829) × 1.6 = 2440 kcal, 1800–1952 kcal.
const ANSWERS = 'gender=female&age=35&activityLevel=sitting&weight=80&locale=fr';
const param = (recipe: PlanRecipe) => `${recipe.id}:${recipe.serving.factor}`;
const dayQuery = (day: DayPlan) =>
  `breakfast=${param(day.breakfast)}&lunch=${param(day.lunch)}&dinner=${param(day.dinner)}&snacks=${param(day.snacks)}` +
  (day.secondSnack ? `&secondSnack=${param(day.secondSnack)}` : '');

describe('GET /api/meal-plan/alternatives', () => {
  let plan: MealPlanResponse;
  let tuesday: DayPlan;
  beforeAll(async () => {
    plan = (await get(`/api/meal-plan/create?${ANSWERS}`)).json<MealPlanResponse>();
    tuesday = plan.mealPlans[1]!;
  });

  it("offers exactly the dinners that keep Tuesday in range, each with the day's new total", async () => {
    const response = await get(
      `/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=dinner&${dayQuery(tuesday)}`,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<MealPlanAlternativesResponse>();
    expect(answer).toMatchObject({
      day: 1,
      slot: 'dinner',
      min: plan.min,
      max: plan.max,
      portions: plan.portions,
    });
    expect(answer.current).toEqual({ totalCalories: tuesday.totalCalories, totalQis: tuesday.totalQis });
    expect(answer.alternatives.length).toBeGreaterThan(0);

    const rest = tuesday.totalCalories - tuesday.dinner.serving.kcal;
    for (const { recipe, totalCalories, totalQis } of answer.alternatives) {
      expect(recipe.id).toMatch(/^evening-/);
      expect(recipe.id).not.toBe(tuesday.dinner.id);
      expect(recipe.serving.kcal).toBe(kcalOf(recipe.id) * recipe.serving.factor);
      expect(totalCalories).toBe(Math.round(rest + recipe.serving.kcal));
      expect(totalQis).toBeGreaterThanOrEqual(plan.min);
      expect(totalQis).toBeLessThanOrEqual(plan.max);
      expect(recipe.name).toBe(content.evening.find(({ id }) => id === recipe.id)!.name.fr);
    }

    // Every evening recipe with some factor the plan's rules allow that fits is offered; no other.
    const tier = plan.portions as Tier;
    const index = (slot: keyof typeof content, id: string) =>
      content[slot].findIndex((recipe) => recipe.id === id);
    const served = (slot: keyof typeof content, recipe: PlanRecipe) => ({
      recipe: index(slot, recipe.id),
      quarters: recipe.serving.factor * 4,
    });
    const fitting = content.evening
      .filter(({ id }) => id !== tuesday.dinner.id)
      .filter(({ id }) =>
        (tier === 'whole' ? [4] : LADDER_QUARTERS).some((quarters) => {
          const day: ServedDay = {
            morning: served('morning', tuesday.breakfast),
            noon: served('noon', tuesday.lunch),
            evening: { recipe: index('evening', id), quarters },
            snacks: tuesday.secondSnack
              ? [served('snack', tuesday.snacks), served('snack', tuesday.secondSnack)]
              : [served('snack', tuesday.snacks)],
          };
          const total = rest + (kcalOf(id) * quarters) / 4;
          return followsRules(day, tier) && total >= 1800 && total <= 1952;
        }),
      )
      .map(({ id }) => id);
    expect(answer.alternatives.map(({ recipe }) => recipe.id).sort()).toEqual(fitting.sort());
  });

  it('answers an empty list when no recipe fits', async () => {
    // A 10-year-old girl of 10 kg: a tiny range; a whole-portion day sent as it is cannot be rescued.
    const tiny = 'gender=female&age=10&activityLevel=very-inactive&weight=10';
    const response = await get(`/api/meal-plan/alternatives?${tiny}&day=0&slot=snacks&${dayQuery(tuesday)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<MealPlanAlternativesResponse>().alternatives).toEqual([]);
  });

  it('refuses a recipe that is not of its slot, a second snack the day lacks, and malformed input', async () => {
    const swapped = dayQuery(tuesday).replace(
      `dinner=${param(tuesday.dinner)}`,
      `dinner=${param(tuesday.lunch)}`,
    );
    const unknown = expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=dinner&${swapped}`),
      400,
      'unknown-recipe',
    );
    expect(unknown.message).toMatch(/^dinner: "noon-[a-z-]+" is not a recipe of this slot$/);
    if (!tuesday.secondSnack) {
      expectApiError(
        await get(`/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=secondSnack&${dayQuery(tuesday)}`),
        400,
        'no-second-snack',
      );
    }
    const withoutDay = dayQuery(tuesday);
    expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&slot=dinner&${withoutDay}`),
      400,
      'validation',
    );
    expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&day=7&slot=dinner&${withoutDay}`),
      400,
      'validation',
    );
    expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=supper&${withoutDay}`),
      400,
      'validation',
    );
    const badFactor = withoutDay.replace(`dinner=${param(tuesday.dinner)}`, `dinner=${tuesday.dinner.id}:4`);
    expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=dinner&${badFactor}`),
      400,
      'validation',
    );
    expectApiError(
      await get(
        `/api/meal-plan/alternatives?${ANSWERS.replace('weight=80', 'weight=9')}&day=1&slot=dinner&${withoutDay}`,
      ),
      400,
      'validation',
    );
  });

  it('needs a token', async () => {
    expectApiError(
      await get(`/api/meal-plan/alternatives?${ANSWERS}&day=1&slot=dinner&${dayQuery(tuesday)}`, false),
      401,
      'unauthorized',
    );
  });

  it('is in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json', false)).json<{ paths: Record<string, unknown> }>();
    expect(document.paths['/api/meal-plan/alternatives']).toBeDefined();
  });
});
