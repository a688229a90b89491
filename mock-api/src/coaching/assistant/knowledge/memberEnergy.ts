import type { ActivityLevel } from '@qis/contract/api';
import { energyNeed, type EnergyNeed } from '../../../nutrition/energy/energy';
import { AGE_RANGE } from '../../../nutrition/energy/input';

/** What the assistant reads of a member's profile (MembersRepository answers it). */
export interface MemberProfiles {
  findById(
    memberId: string,
  ): Promise<{ gender: string | null; birthYear: number | null; birthMonth: number | null } | null>;
}

/** The weight history, oldest first (ProfileRepository answers it). */
export interface WeightHistory {
  weightHistory(memberId: string): Promise<{ weight: number }[]>;
}

/** The profile has no activity level: the assistant assumes the most common one and says so. */
export const ASSUMED_ACTIVITY_LEVEL: ActivityLevel = 'sitting';

export type ProfileGap = 'weight' | 'birthYear' | 'gender';

export type MemberEnergy =
  | {
      kind: 'need';
      need: EnergyNeed;
      age: number;
      weight: number;
      /** false: the member named their activity level in the question. */
      activityAssumed: boolean;
    }
  | { kind: 'incomplete'; missing: ProfileGap[] };

/** Age in whole years on `today` (the birth month, when known, decides whether this year's birthday is past). */
export function ageOn(today: Date, birthYear: number, birthMonth: number | null): number {
  const years = today.getUTCFullYear() - birthYear;
  return birthMonth !== null && birthMonth > today.getUTCMonth() + 1 ? years - 1 : years;
}

/** What a member's energy need is computed from: the profile's fields and the latest weight. */
export interface EnergyInputs {
  gender: string | null;
  birthYear: number | null;
  birthMonth: number | null;
  /** The latest weight; undefined when none was saved. */
  weight: number | undefined;
}

/**
 * The member's daily need and range through the calculator's energy module: latest weight, age
 * from the profile's birth date, the profile's gender, and an activity level (assumed when not said).
 */
export async function memberEnergy(
  profiles: MemberProfiles,
  weights: WeightHistory,
  memberId: string,
  today: Date,
  activityLevel: ActivityLevel | null,
): Promise<MemberEnergy> {
  const [profile, history] = await Promise.all([
    profiles.findById(memberId),
    weights.weightHistory(memberId),
  ]);
  return energyOf(
    {
      gender: profile?.gender ?? null,
      birthYear: profile?.birthYear ?? null,
      birthMonth: profile?.birthMonth ?? null,
      weight: history.at(-1)?.weight,
    },
    today,
    activityLevel,
  );
}

/** The same from inputs already read (the diary reads them in one query). */
export function energyOf(
  { gender, birthYear, birthMonth, weight }: EnergyInputs,
  today: Date,
  activityLevel: ActivityLevel | null,
): MemberEnergy {
  const missing: ProfileGap[] = [];
  if (weight === undefined) missing.push('weight');
  const age = birthYear === null ? null : ageOn(today, birthYear, birthMonth);
  if (age === null || age < AGE_RANGE.min || age > AGE_RANGE.max) missing.push('birthYear');
  if (gender !== 'male' && gender !== 'female') missing.push('gender');
  if (missing.length > 0 || weight === undefined || age === null || !gender) {
    return { kind: 'incomplete', missing };
  }
  const level = activityLevel ?? ASSUMED_ACTIVITY_LEVEL;
  return {
    kind: 'need',
    need: energyNeed({ gender, age, weight, activityLevel: level }),
    age,
    weight,
    activityAssumed: activityLevel === null,
  };
}
