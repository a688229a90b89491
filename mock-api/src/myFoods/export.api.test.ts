import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { dayOf } from '@qis/contract';
import type { AccountExport, MyFood } from '@qis/contract/api';
import { useTestApp } from '../../test/support/useTestApp';

const testApp = useTestApp();
const today = dayOf(new Date(), 'utc');

/** A member with a food, a recipe of it, an entry of it and a meal saved from that entry. */
async function cook(tag: string) {
  const { accessToken: token } = await testApp.signedInMember();
  const post = async (url: string, body: unknown) => {
    const response = await testApp.call('POST', url, { token, body });
    expect([200, 201]).toContain(response.statusCode);
    return response.json();
  };
  const food = (await post('/api/my-foods', {
    name: `Granola of ${tag}`,
    kcalPer100g: 450,
    portion: { label: '1 bowl', grams: 60 },
    locale: 'en',
  })) as MyFood;
  await post('/api/my-recipes', {
    name: `Bowl of ${tag}`,
    servings: 2,
    ingredients: [{ myFoodId: food.id, grams: 120 }],
    locale: 'en',
  });
  await post('/api/diary/entries', {
    clientId: randomUUID(),
    date: today,
    kind: 'my-food',
    slot: 'morning',
    myFoodId: food.id,
    portions: 1,
  });
  await post('/api/diary/meals', { name: `Breakfast of ${tag}`, from: today, slot: 'morning' });
  return { token, food };
}

describe('the account export', () => {
  it('holds the member’s own foods, recipes and saved meals, by name, and nothing of another member', async () => {
    const { token, food } = await cook('Alice');
    await cook('Bruno');
    const response = await testApp.call('GET', '/api/account/export', { token });
    expect(response.statusCode).toBe(200);
    const data = response.json<AccountExport>();
    expect(data.myFoods).toEqual([
      expect.objectContaining({ name: 'Granola of Alice', kcalPer100g: 450, portionGrams: 60 }),
    ]);
    expect(data.myRecipes).toEqual([
      expect.objectContaining({
        name: 'Bowl of Alice',
        servings: 2,
        ingredients: [{ foodId: null, myFood: 'Granola of Alice', grams: 120 }],
      }),
    ]);
    expect(data.savedMeals).toEqual([
      expect.objectContaining({
        name: 'Breakfast of Alice',
        slot: 'morning',
        items: [expect.objectContaining({ kind: 'my-food', name: 'Granola of Alice', qis: 23 })],
      }),
    ]);
    expect(data.diary.entries).toEqual([expect.objectContaining({ kind: 'my-food', unitKcal: 450 })]);
    expect(response.body).not.toContain('Bruno');
    // A recipe names the member's food, not its internal id.
    expect(JSON.stringify([data.myFoods, data.myRecipes, data.savedMeals])).not.toContain(food.id);
  });
});
