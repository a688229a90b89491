import { describe, expect, it } from '@jest/globals';
import { CatalogueStore, type FoodEnergyLookup } from '../recipes/catalogue';
import { MealPlanService } from './service';

/** Every food at 100 kcal per 100 g: enough for real plans from the repository's recipes. */
const foods: FoodEnergyLookup = {
  findBySourceCodes: async (refs) =>
    new Map(refs.map(({ source, code }) => [`${source}:${code}`, { kcal: 100 }])),
};

const INPUT = { gender: 'male', age: '45', activityLevel: 'high-work', weight: '90', locale: 'en' } as const;

function serviceAt(dates: string[]) {
  let index = 0;
  return new MealPlanService(new CatalogueStore(foods), () => new Date(dates[index++]!));
}

const ids = (plan: Awaited<ReturnType<MealPlanService['create']>>) =>
  plan.mealPlans.map((day) => [day.breakfast.id, day.lunch.id, day.dinner.id, day.snacks.id]);

describe('MealPlanService', () => {
  it('shows the same plan through an ISO week and a new one the next week', async () => {
    const service = serviceAt(['2026-11-16T06:00:00Z', '2026-11-22T23:00:00Z', '2026-11-23T06:00:00Z']);
    const monday = ids(await service.create(INPUT));
    const sunday = ids(await service.create(INPUT));
    const nextMonday = ids(await service.create(INPUT));
    expect(sunday).toEqual(monday);
    expect(nextMonday).not.toEqual(monday);
  });

  it('serves whole portions to a member whole portions fit, the portions counted in the day’s total', async () => {
    const plan = await serviceAt(['2026-11-16T06:00:00Z']).create(INPUT);
    expect(plan.portions).toBe('whole');
    for (const day of plan.mealPlans) {
      const recipes = [day.breakfast, day.lunch, day.dinner, day.snacks];
      expect(recipes.every((recipe) => recipe.serving.factor === 1)).toBe(true);
      expect(day.totalCalories).toBe(recipes.reduce((sum, recipe) => sum + recipe.kcal, 0));
    }
  });

  it('varies the recipes of each slot through the week', async () => {
    const plan = await serviceAt(['2026-11-16T06:00:00Z']).create(INPUT);
    for (let slot = 0; slot < 4; slot++) {
      expect(new Set(ids(plan).map((day) => day[slot])).size).toBe(7);
    }
  });

  it('refuses bounds and shapes outside the spec with a 400 naming the field', async () => {
    const service = serviceAt(['2026-11-16T06:00:00Z']);
    await expect(service.create({ ...INPUT, age: '100' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'age must be a number from 10 to 99',
    });
    await expect(service.create({ ...INPUT, weight: ' 70' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(service.create({ ...INPUT, gender: 'robot' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'gender must be one of male, female, maennlich, weiblich',
      details: [{ field: 'gender', message: 'must be one of male, female, maennlich, weiblich' }],
    });
  });
});
