import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diaryEntries, diarySettings, foodNames, foods, members } from '../db/schema';
import { DEMO_EMAIL, demoWeightHistory } from '../members/seedDemo';
import { FoodsRepository } from '../foods/repository';
import { bonusQis, type BonusService } from '../nutrition/bonus/service';
import { qisFromKcal } from '@qis/contract';
import { buildCatalogue, readRecipeContent, SLOTS, type Slot } from '../nutrition/recipes/catalogue';
import { addDays, dayOf } from '@qis/contract';
import type { NewDiaryRow } from './repository';

/** Two weeks before today; today stays for the member to fill in. */
export const DEMO_DIARY_DAYS = 14;
const FACTORS = [1, 1, 1.25, 0.75, 1, 1.5, 1];
/** Brisk walking, leisure cycling, Hatha yoga: the demo member's usual activities. */
const ACTIVITIES = [
  { code: '17200', minutes: 30 },
  { code: '01019', minutes: 45 },
  { code: '02150', minutes: 60 },
];
const QUICK_ADDS = [
  { name: 'Café au lait', qis: 5 },
  { name: 'Glass of red wine', qis: 10 },
  { name: 'Chocolate bar', qis: 20 },
];

/** A deterministic UUID from the day and the entry's place: seeding twice writes the same rows once. */
function seededUuid(day: string, index: number): string {
  const digits = `${day.replaceAll('-', '')}${String(index).padStart(4, '0')}`.padStart(32, '0');
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-8${digits.slice(17, 20)}-${digits.slice(20, 32)}`;
}

/**
 * Two weeks of plausible days for the demo member, so the diary and its charts are not empty on a
 * fresh start: the recipes of the meal plan at varied portions, a snack food or two, a quick add
 * some days, an activity every third day; the activity level "sitting" chosen. Values are computed
 * as the service computes them (the recipes' kcal from the catalogue, the bonus formula at the
 * latest weight). Runs after the food import; does nothing when the member already has entries or
 * the catalogue cannot make the recipes (no import).
 */
export async function seedDemoDiary(
  db: Db,
  activities: BonusService,
  today = new Date(),
): Promise<'seeded' | 'present' | 'skipped'> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_EMAIL));
  if (!member) return 'skipped';
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(diaryEntries)
    .where(eq(diaryEntries.memberId, member.id));
  if ((existing?.n ?? 0) > 0) return 'present';
  const content = readRecipeContent();
  let catalogue;
  try {
    catalogue = await buildCatalogue(content, new FoodsRepository(db));
  } catch {
    return 'skipped';
  }
  // The first ingredient of each snack recipe, as a food eaten on its own.
  const snackRefs = content.snack.map((recipe) => recipe.ingredients[0]!.food);
  const snackFoods = await db
    .select({ id: foods.id, kcal: foods.kcal, name: foodNames.name })
    .from(foods)
    .innerJoin(foodNames, and(eq(foodNames.foodId, foods.id), eq(foodNames.locale, 'en')))
    .where(
      and(
        inArray(
          foods.sourceCode,
          snackRefs.map((ref) => ref.code),
        ),
        sql`${foods.kcal} is not null`,
      ),
    );
  // The bonus at the demo member's latest weight, as the bonus screen computes it.
  const weight = demoWeightHistory(today).at(-1)!.weight;
  const rows: NewDiaryRow[] = [];
  const todayDay = dayOf(today, 'utc');
  for (let back = DEMO_DIARY_DAYS; back >= 1; back -= 1) {
    const day = addDays(todayDay, -back);
    let index = 0;
    const base = () => ({ memberId: member.id, clientId: seededUuid(day, index++), day });
    SLOTS.forEach((slot: Slot, slotIndex) => {
      const recipes = catalogue[slot];
      const recipe = recipes[(back * 3 + slotIndex * 5) % recipes.length]!;
      const factor = slot === 'snack' ? 1 : FACTORS[(back + slotIndex) % FACTORS.length]!;
      rows.push({
        ...base(),
        kind: 'recipe',
        slot,
        ref: recipe.id,
        name: recipe.content.name.en,
        portions: factor,
        qis: qisFromKcal(recipe.kcal * factor),
      });
    });
    const snack = snackFoods[back % Math.max(1, snackFoods.length)];
    if (snack && back % 2 === 0) {
      const grams = 100 + (back % 3) * 25;
      rows.push({
        ...base(),
        kind: 'food',
        slot: 'snack',
        foodId: snack.id,
        name: snack.name,
        grams,
        qis: qisFromKcal((snack.kcal! * grams) / 100),
      });
    }
    if (back % 4 === 1) rows.push({ ...base(), kind: 'quick', slot: 'evening', ...QUICK_ADDS[back % 3]! });
    if (back % 3 === 0) {
      const { code, minutes } = ACTIVITIES[back % ACTIVITIES.length]!;
      const activity = activities.activity(code);
      if (activity) {
        rows.push({
          ...base(),
          kind: 'activity',
          slot: null,
          ref: code,
          name: activity.name.en,
          minutes,
          qis: bonusQis(activity.met, weight, minutes),
        });
      }
    }
  }
  await db.insert(diaryEntries).values(rows).onConflictDoNothing();
  await db
    .insert(diarySettings)
    .values({ memberId: member.id, activityLevel: 'sitting' })
    .onConflictDoNothing();
  return 'seeded';
}
