import type { MagicMeal } from '@qis/contract/api';
import { RANGE_FLOOR_KCAL } from '../../nutrition/energy/energy';
import type { MemberEnergy } from '../assistant/knowledge/memberEnergy';

/** The share of the day's QIS each kind of meal gets (the rest goes to the other meals of the day). */
export const MEAL_SHARES: Record<MagicMeal, number> = { Breakfast: 0.25, 'Main Course': 0.35, Snack: 0.1 };

export interface DayTarget {
  /** kcal a day the member's meals should add up to. */
  dailyKcal: number;
  fromProfile: boolean;
}

/**
 * The member's day: the middle of their recommended range (the calculator's energy module, as the
 * assistant reads the profile), or, when the profile lacks what it needs, the floor of that range.
 */
export function dayTarget(energy: MemberEnergy): DayTarget {
  if (energy.kind === 'need') {
    return { dailyKcal: (energy.need.minKcal + energy.need.maxKcal) / 2, fromProfile: true };
  }
  return { dailyKcal: RANGE_FLOOR_KCAL, fromProfile: false };
}
