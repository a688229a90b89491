import { qisFromKcal } from '@qis/contract';
import path from 'node:path';
import type { BonusActivity, ContentLocale } from '@qis/contract/api';
import { ApiError } from '../../http/apiError';
import { localized, readContentJson, type Localized } from '../content';
import { COMPENDIUM_FILE, readCompendiumMets } from './compendium';

/** One activity as mock-api/content/bonus-activities.json holds it. */
export interface ActivityContent {
  /** 2011 Compendium code. */
  code: string;
  minutes: number;
  name: Localized;
}

export interface LatestWeight {
  /** The member's weight history, ascending. */
  weightHistory(memberId: string): Promise<{ weight: number }[]>;
}

/** The weight used for members who never entered one. */
export const DEFAULT_WEIGHT_KG = 70;

/** kcal burnt above rest: (MET − 1) × kg × hours; shown in QIS. */
export const bonusQis = (met: number, weightKg: number, minutes: number): number =>
  qisFromKcal(((met - 1) * weightKg * minutes) / 60);

interface Activity extends ActivityContent {
  met: number;
}

export class BonusService {
  private activities: Activity[] | null = null;

  constructor(
    private readonly weights: LatestWeight,
    private readonly referenceDataDir: string,
    private readonly contentDir?: string,
  ) {}

  /** Read once, on first use; a missing table is the server's fault, not the client's. */
  private load(): Activity[] {
    if (this.activities) return this.activities;
    const file = path.join(this.referenceDataDir, COMPENDIUM_FILE);
    let mets: Map<string, number>;
    try {
      mets = readCompendiumMets(file);
    } catch {
      throw new ApiError(503, 'reference-data-unavailable', `The activity table is missing: ${file}`);
    }
    const content = readContentJson<ActivityContent[]>('bonus-activities.json', this.contentDir);
    this.activities = content.map((activity) => {
      const met = mets.get(activity.code);
      if (met === undefined) {
        throw new ApiError(
          503,
          'reference-data-unavailable',
          `Activity code ${activity.code} is not in ${file}`,
        );
      }
      return { ...activity, met };
    });
    return this.activities;
  }

  /** The activities with their MET (the diary logs them by Compendium code). */
  all(): readonly Readonly<Activity>[] {
    return this.load();
  }

  /** One activity of the list by its Compendium code, or undefined. */
  activity(code: string): Readonly<Activity> | undefined {
    return this.load().find((activity) => activity.code === code);
  }

  /** Every activity with the QIS it earns the member at their latest weight (70 kg without one). */
  async list(memberId: string, locale: ContentLocale): Promise<BonusActivity[]> {
    const activities = this.load();
    const history = await this.weights.weightHistory(memberId);
    const weight = history.at(-1)?.weight ?? DEFAULT_WEIGHT_KG;
    return activities.map(({ name, minutes, met }) => ({
      activity: localized(name, locale),
      minutes,
      qis: bonusQis(met, weight, minutes),
    }));
  }
}
