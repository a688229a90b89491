import path from 'node:path';
import { COMPENDIUM_FILE, readCompendium, type CompendiumActivity } from '../nutrition/bonus/compendium';
import { bonusQis, DEFAULT_WEIGHT_KG, type ActivityContent } from '../nutrition/bonus/service';
import { readContentJson } from '../nutrition/content';
import { checkLocalized, padEnd, padStart, Section } from './findings';

export const MIN_ACTIVITIES = 30;

/** The bonus page's example speaks of about an hour of aerobics: one activity must be aerobics. */
const isAerobics = (activity: CompendiumActivity) =>
  /(^|, )aerobic|water aerobics/i.test(activity.description) && !/teaching/i.test(activity.description);

/**
 * mock-api/content/bonus-activities.json: enough activities, each a 2011 Compendium code with a MET
 * value (read by the server's Compendium reader), 15–60 minutes, named in four languages.
 */
export function checkActivities(referenceDataDir: string, contentDir?: string) {
  const section = new Section();
  let activities: ActivityContent[];
  let compendium: Map<string, CompendiumActivity>;
  try {
    activities = readContentJson<ActivityContent[]>('bonus-activities.json', contentDir);
    compendium = readCompendium(path.join(referenceDataDir, COMPENDIUM_FILE));
  } catch (error) {
    section.error(`bonus activities: ${(error as Error).message}`);
    return section.result();
  }
  if (activities.length < MIN_ACTIVITIES) {
    section.error(
      `bonus-activities.json: ${activities.length} activities, at least ${MIN_ACTIVITIES} required`,
    );
  }
  section.line(
    `== Bonus activities (${activities.length}); QIS for a member of ${DEFAULT_WEIGHT_KG} kg, as the bonus page computes it`,
  );
  section.line(
    `${padEnd('code', 6)} ${padStart('MET', 5)} ${padStart('min', 4)} ${padStart('QIS', 4)}  name (en) / Compendium`,
  );
  const seen = new Set<string>();
  let aerobics = false;
  activities.forEach((activity, index) => {
    const where = `activities[${index}] ${activity.code}`;
    const entry = compendium.get(String(activity.code));
    if (!entry) {
      section.error(`${where}: code not in the 2011 Compendium (or without a MET value)`);
      return;
    }
    if (seen.has(activity.code)) section.warn(`${where}: code used twice`);
    seen.add(activity.code);
    if (!Number.isInteger(activity.minutes) || activity.minutes < 15 || activity.minutes > 60) {
      section.error(`${where}: minutes must be an integer 15–60`);
    }
    checkLocalized(section, activity.name, `${where}.name`, { maxLength: 60 });
    aerobics ||= isAerobics(entry);
    const qis = bonusQis(entry.met, DEFAULT_WEIGHT_KG, activity.minutes);
    section.line(
      `${padEnd(activity.code, 6)} ${padStart(entry.met.toFixed(1), 5)} ${padStart(activity.minutes, 4)} ${padStart(qis, 4)}  ${activity.name?.en} / ${entry.description}`,
    );
  });
  if (!aerobics) {
    section.error(
      'bonus-activities.json: no aerobics activity (the bonus page speaks of about an hour of aerobics)',
    );
  }
  return section.result();
}
