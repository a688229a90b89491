import { DIARY_SLOTS, type DiarySlot } from './constants';

/** An entry as its day's totals read it: activities add to the bonus, everything else is eaten in a slot. */
interface CountedEntry {
  kind: string;
  qis: number;
  slot?: DiarySlot | null;
}

export interface EntryTotals {
  eaten: number;
  bySlot: Record<DiarySlot, number>;
  activityBonus: number;
}

/** What a day's entries add up to: the QIS eaten, by slot, and the bonus its activities earn. */
export function entryTotals(entries: readonly CountedEntry[]): EntryTotals {
  const bySlot = Object.fromEntries(DIARY_SLOTS.map((slot) => [slot, 0])) as Record<DiarySlot, number>;
  let eaten = 0;
  let activityBonus = 0;
  for (const entry of entries) {
    if (entry.kind === 'activity') activityBonus += entry.qis;
    else {
      eaten += entry.qis;
      if (entry.slot) bySlot[entry.slot] += entry.qis;
    }
  }
  return { eaten, bySlot, activityBonus };
}
