import { describe, expect, it } from '@jest/globals';
import type { DiaryDay, DiarySummary } from '@qis/contract/api';
import { foodRecord } from '../../test/support/foodRecord';
import { signIn } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { FoodsRepository, type FoodRecord } from '../foods/repository';
import { normalize } from '../foods/search/normalize';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../members/seedDemo';
import { BonusService } from '../nutrition/bonus/service';
import { readRecipeContent, SLOTS } from '../nutrition/recipes/catalogue';
import { referenceDataDir } from '../nutrition/referenceData';
import { ProfileRepository } from '../profile/repository';
import { addDays, dayOf } from '@qis/contract';
import { DEMO_DIARY_DAYS, seedDemoDiary } from './seedDemoDiary';

const content = readRecipeContent();

const testApp = useTestApp({
  seed: async (database) => {
    const records = new Map<string, FoodRecord>();
    for (const slot of SLOTS) {
      for (const recipe of content[slot]) {
        for (const { food } of recipe.ingredients) {
          records.set(
            `${food.source}:${food.code}`,
            foodRecord(food.code, {
              source: food.source as FoodRecord['source'],
              names: { en: `Food ${food.code}` },
            }),
          );
        }
      }
    }
    await new FoodsRepository(database.db).upsert([...records.values()], normalize);
    await seedDemo(database.db);
  },
});

describe('the demo member’s diary', () => {
  it('holds two weeks of days, once, that the diary reads as it reads its own', async () => {
    const bonus = new BonusService(new ProfileRepository(testApp.database.db), referenceDataDir());
    expect(await seedDemoDiary(testApp.database.db, bonus)).toBe('seeded');
    expect(await seedDemoDiary(testApp.database.db, bonus)).toBe('present');
    const { accessToken: token } = await signIn(testApp.app, DEMO_EMAIL, DEMO_PASSWORD);
    const summary = (await testApp.call('GET', '/api/diary/summary?days=28', { token })).json<DiarySummary>();
    expect(summary.range.kind).toBe('range');
    expect(summary.daysWithEntries).toBe(DEMO_DIARY_DAYS);
    expect(summary.days.at(-1)!.entries).toBe(0);
    expect(summary.daysInRange).toBeGreaterThan(0);
    expect(summary.daysInRange).toBeLessThan(DEMO_DIARY_DAYS);
    const yesterday = (
      await testApp.call('GET', `/api/diary/days/${addDays(dayOf(new Date(), 'utc'), -1)}`, { token })
    ).json<DiaryDay>();
    expect(Object.values(yesterday.totals.bySlot).every((qis) => qis > 0)).toBe(true);
  });
});
