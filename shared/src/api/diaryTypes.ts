import type { ActivityLevel } from './types';

// --- the daily diary (/api/diary) --------------------------------------------------------------

export type DiarySlot = 'morning' | 'noon' | 'evening' | 'snack';
export type DiaryEntryKind = 'food' | 'recipe' | 'quick' | 'activity';

/** The household measures of the food search (mock-api/src/foods/portions). */
export type DiaryPortionUnit =
  'glass' | 'slice' | 'cup' | 'tablespoon' | 'teaspoon' | 'bowl' | 'piece' | 'portion';

/** "1 glass" (125 g): one household portion of a food, in the page's language. */
export interface DiaryPortion {
  unit: DiaryPortionUnit;
  label: string;
  grams: number;
  /** `table`: the food's own table gives it; `standard`: the QIS table of standard portions. */
  source: 'table' | 'standard' | 'default';
}

/** Where a quick add comes from when it is not typed in the diary: a magic menu (not stored, so named and counted). */
export type DiaryQuickSource = 'magic-menu';

/** POST /api/diary/entries: one of four shapes; the server computes the QIS (quick add excepted). */
export type DiaryEntryRequest = {
  /** A UUID made by the client: the same write sent twice is stored once. */
  clientId: string;
  /** The member's calendar day, YYYY-MM-DD: at most a year back, at most a day ahead. */
  date: string;
} & (
  | {
      kind: 'food';
      slot: DiarySlot;
      foodId: number;
      grams?: number;
      portions?: number;
      /** Which of the food's household portions; default its first. */
      unit?: DiaryPortionUnit;
      locale?: string;
    }
  | { kind: 'recipe'; slot: DiarySlot; recipeId: string; factor: number; locale?: string }
  | {
      kind: 'quick';
      slot: DiarySlot;
      name: string;
      qis: number;
      /** A dish that is not stored anywhere, written with its QIS: where it comes from. */
      source?: DiaryQuickSource;
    }
  | { kind: 'activity'; code: string; minutes: number; locale?: string }
);

/** PATCH /api/diary/entries/{id}: what may change (the QIS follows from it). */
export interface DiaryEntryPatch {
  slot?: DiarySlot;
  grams?: number;
  portions?: number;
  unit?: DiaryPortionUnit;
  factor?: number;
  minutes?: number;
  name?: string;
  qis?: number;
}

export interface DiaryEntry {
  id: string;
  clientId: string;
  date: string;
  kind: DiaryEntryKind;
  /** null for an activity. */
  slot: DiarySlot | null;
  name: string;
  foodId: number | null;
  /** Recipe id, Compendium code, or a quick add's source ('magic-menu'). */
  ref: string | null;
  grams: number | null;
  /** Household portions of a food, or a recipe's served factor. */
  portions: number | null;
  /** The household portion counted, when the amount was given in portions. */
  portion: DiaryPortion | null;
  minutes: number | null;
  qis: number;
}

export type DiaryRange =
  | { kind: 'range'; min: number; max: number; activityLevel: ActivityLevel; weight: number; age: number }
  | { kind: 'incomplete'; missing: ('weight' | 'birthYear' | 'gender' | 'activityLevel')[] };

export interface DiaryWorkout {
  id: string;
  minutes: number;
  qis: number;
}

/** GET /api/diary/days/{date}. */
export interface DiaryDay {
  date: string;
  entries: DiaryEntry[];
  range: DiaryRange;
  workouts: DiaryWorkout[];
  totals: {
    /** QIS eaten: food, recipes, quick adds. */
    eaten: number;
    bySlot: Record<DiarySlot, number>;
    /** Bonus QIS of the day's activities and of the gym's workouts. */
    activityBonus: number;
    workoutBonus: number;
    bonus: number;
    /** The range plus the bonus; null when the range is unknown. */
    allowance: { min: number; max: number } | null;
    /** max + bonus − eaten: positive is left, negative is over; null without a range. */
    left: number | null;
  };
}

export interface DiaryWeekDay {
  date: string;
  eaten: number;
  bonus: number;
  entries: number;
  /** Within [min + bonus, max + bonus] of that day's own range; false without entries or range. */
  inRange: boolean;
  /** That day's range, at that day's weight and age; null when the profile lacks what it needs. */
  min: number | null;
  max: number | null;
}

/** GET /api/diary/summary?to=&days=7|28. */
export interface DiarySummary {
  from: string;
  to: string;
  range: DiaryRange;
  days: DiaryWeekDay[];
  daysInRange: number;
  daysWithEntries: number;
}

/** GET /api/diary/foods?q=: catalogue foods with what the diary needs to add them. */
export interface DiaryFood {
  foodId: number;
  name: string;
  /** QIS per 100 g. */
  qisPer100g: number;
  kcalPer100g: number;
  /** Its household portions (the same the assistant counts in), the table's own first; none for most foods. */
  portions: DiaryPortion[];
}

/** GET /api/diary/recent: foods the member ate lately, most frequent first. */
export interface DiaryRecentFood extends DiaryFood {
  times: number;
  lastGrams: number | null;
  lastPortions: number | null;
}

export interface DiarySettings {
  activityLevel: ActivityLevel | null;
}

/** POST /api/diary/copy: a slot (or the whole day) of one day added to another. */
export interface DiaryCopyRequest {
  from: string;
  to: string;
  slot?: DiarySlot;
  /** The slot to copy into; defaults to the same slot. */
  toSlot?: DiarySlot;
}

/** GET /api/diary/activities: the bonus screen's activities, by Compendium code. */
export interface DiaryActivity {
  code: string;
  name: string;
  minutes: number;
  /** QIS of `minutes` at the latest weight. */
  qis: number;
  /** kcal above rest per minute at the latest weight: QIS of m minutes = round(m × kcalPerMinute / 12). */
  kcalPerMinute: number;
}
