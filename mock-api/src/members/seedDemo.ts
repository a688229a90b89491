import { addDays, dayOf } from '@qis/contract';
import type { Db } from '../db/client';
import { weightEntries } from '../db/schema';
import { MembersRepository } from './repository';
import { createMember, EmailTakenError } from './service';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';

const HISTORY_DAYS = 56;
/** Weigh-in days, as days since the start of each week of history: four a week. */
const WEIGH_IN_DAYS = new Set([0, 2, 4, 5]);
const START_WEIGHT = 78.6;
const LOSS_PER_WEEK = 0.45;

/**
 * Eight weeks of weigh-ins ending today: a slow downward trend with the day-to-day wobble real
 * scales show (deterministic, so every fresh database looks the same).
 */
export function demoWeightHistory(today: Date): { day: string; weight: number }[] {
  const todayDay = dayOf(today, 'utc');
  const entries: { day: string; weight: number }[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const index = HISTORY_DAYS - 1 - daysAgo;
    if (daysAgo !== 0 && !WEIGH_IN_DAYS.has(index % 7)) continue;
    const trend = START_WEIGHT - (LOSS_PER_WEEK * index) / 7;
    const wobble = 0.25 * Math.sin(index * 1.7) + 0.12 * Math.cos(index * 0.8);
    entries.push({
      day: addDays(todayDay, -daysAgo),
      weight: Math.round((trend + wobble) * 10) / 10,
    });
  }
  return entries;
}

/**
 * Creates the demo member, with a full profile and a weight history, unless it exists. Safe when
 * several API instances start together: the unique email lets only one create it.
 */
export async function seedDemo(db: Db, today = new Date()): Promise<'created' | 'present'> {
  const members = new MembersRepository(db);
  if (await members.findByEmail(DEMO_EMAIL)) return 'present';
  let memberId: string;
  try {
    const member = await createMember(members, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Camille',
      lastName: 'Martin',
      birthMonth: 4,
      birthYear: 1988,
      desiredWeight: 72,
      gender: 'female',
    });
    memberId = member.id;
  } catch (error) {
    if (error instanceof EmailTakenError) return 'present';
    throw error;
  }
  await db
    .insert(weightEntries)
    .values(demoWeightHistory(today).map((entry) => ({ memberId, ...entry })))
    .onConflictDoNothing();
  return 'created';
}
