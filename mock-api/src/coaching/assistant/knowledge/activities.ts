import path from 'node:path';
import { localized, readContentJson } from '../../../nutrition/content';
import { COMPENDIUM_FILE, readCompendiumMets } from '../../../nutrition/bonus/compendium';
import { bonusQis, DEFAULT_WEIGHT_KG, type ActivityContent } from '../../../nutrition/bonus/service';
import type { ChatLocale } from '../provider';
import type { WeightHistory } from './memberEnergy';

export interface BonusActivity extends ActivityContent {
  met: number;
}

/**
 * The bonus screen's activities with their 2011 Compendium MET, read once from the same files as
 * the bonus screen. Null when the table is missing (the answer then says it cannot compute).
 */
export class ActivityTable {
  private activities: BonusActivity[] | null | undefined;

  constructor(
    private readonly referenceDataDir: string,
    private readonly contentDir?: string,
  ) {}

  all(): BonusActivity[] | null {
    if (this.activities !== undefined) return this.activities;
    try {
      const mets = readCompendiumMets(path.join(this.referenceDataDir, COMPENDIUM_FILE));
      const content = readContentJson<ActivityContent[]>('bonus-activities.json', this.contentDir);
      this.activities = content.flatMap((activity) => {
        const met = mets.get(activity.code);
        return met === undefined ? [] : [{ ...activity, met }];
      });
    } catch {
      this.activities = null;
    }
    return this.activities;
  }

  byCode(code: string): BonusActivity | null {
    return this.all()?.find((activity) => activity.code === code) ?? null;
  }
}

export interface ActivityQis {
  name: string;
  minutes: number;
  weight: number;
  /** true: no weight recorded, the bonus screen's default weight was used. */
  weightIsDefault: boolean;
  qis: number;
}

/** The QIS `minutes` of the activity earn at the member's latest weight, as the bonus screen computes them. */
export async function activityQis(
  activity: BonusActivity,
  minutes: number,
  weights: WeightHistory,
  memberId: string,
  locale: ChatLocale,
): Promise<ActivityQis> {
  const latest = (await weights.weightHistory(memberId)).at(-1)?.weight;
  const weight = latest ?? DEFAULT_WEIGHT_KG;
  return {
    name: localized(activity.name, locale),
    minutes,
    weight,
    weightIsDefault: latest === undefined,
    qis: bonusQis(activity.met, weight, minutes),
  };
}
