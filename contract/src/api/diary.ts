import { Type, type Static, type TSchema } from 'typebox';
import { LOCALES } from '../locales';
import { HOUSEHOLD_UNITS } from '../portions';
import { ACTIVITY_LEVELS } from './energy';
import { NOT_BLANK } from './errors';
import { MyFoodLimits } from './myFoods';
import { DIARY_LIMITS } from '../diaryLimits';
import { DIARY_SLOTS, type DiarySlot } from '../constants';

// The diary's request and answer schemas (the API contract of /api/diary).

export { DIARY_SLOTS, type DiarySlot };
export const DIARY_ENTRY_KINDS = ['food', 'recipe', 'quick', 'activity', 'my-food', 'my-recipe'] as const;
/** What a range needs from the profile (and the diary's settings) when one is missing. */
const RANGE_NEEDS = ['weight', 'birthYear', 'gender', 'activityLevel'] as const;
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const IsoDay = (description: string) =>
  Type.String({ pattern: DATE_PATTERN, maxLength: 10, description: `${description} (YYYY-MM-DD)` });
const Slot = Type.Enum([...DIARY_SLOTS], { description: 'morning | noon | evening | snack' });
const LocaleField = Type.Enum([...LOCALES], { description: 'The names’ language; default en' });
const Unit = Type.Enum([...HOUSEHOLD_UNITS], {
  description: 'kind food, with portions: which of the food’s household portions (default its first)',
});

export const EntryBody = Type.Object(
  {
    clientId: Type.String({
      format: 'uuid',
      description: 'Made by the client: the same write twice is stored once',
    }),
    date: IsoDay('The member’s calendar day, at most 365 days back and one day ahead'),
    kind: Type.Enum([...DIARY_ENTRY_KINDS]),
    slot: Type.Optional(Slot),
    foodId: Type.Optional(Type.Integer({ minimum: 1, description: 'kind food: the catalogue food' })),
    grams: Type.Optional(Type.Number({ ...DIARY_LIMITS.grams, description: 'kind food: grams eaten' })),
    portions: Type.Optional(
      Type.Number({
        ...DIARY_LIMITS.portions,
        description: 'kind food: household portions eaten (instead of grams)',
      }),
    ),
    unit: Type.Optional(Unit),
    recipeId: Type.Optional(Type.String({ maxLength: 64, description: 'kind recipe: the recipe’s id' })),
    factor: Type.Optional(
      Type.Number({ ...DIARY_LIMITS.factor, description: 'kind recipe: portions served' }),
    ),
    name: Type.Optional(
      Type.String({ ...DIARY_LIMITS.name, pattern: NOT_BLANK, description: 'kind quick: what it was' }),
    ),
    qis: Type.Optional(
      Type.Integer({
        ...DIARY_LIMITS.qis,
        description: 'kind quick: its QIS (the only QIS taken from a client)',
      }),
    ),
    source: Type.Optional(
      Type.Enum(['magic-menu'], {
        description: 'kind quick: where a dish that is not stored comes from (a magic menu)',
      }),
    ),
    code: Type.Optional(
      Type.String({ maxLength: 10, description: 'kind activity: its Compendium code (GET /api/bonus)' }),
    ),
    minutes: Type.Optional(
      Type.Integer({ ...DIARY_LIMITS.minutes, description: 'kind activity: minutes done' }),
    ),
    myFoodId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'kind my-food: the member’s food (with grams or portions)',
      }),
    ),
    myRecipeId: Type.Optional(
      Type.String({ format: 'uuid', description: 'kind my-recipe: the member’s recipe' }),
    ),
    servings: Type.Optional(
      Type.Number({
        ...MyFoodLimits.servingsEaten,
        description: 'kind my-recipe: servings eaten (0.25 steps)',
      }),
    ),
    locale: Type.Optional(LocaleField),
  },
  { additionalProperties: false },
);

export const PatchBody = Type.Object(
  {
    slot: Type.Optional(Slot),
    grams: Type.Optional(Type.Number(DIARY_LIMITS.grams)),
    portions: Type.Optional(Type.Number(DIARY_LIMITS.portions)),
    unit: Type.Optional(Unit),
    factor: Type.Optional(Type.Number(DIARY_LIMITS.factor)),
    minutes: Type.Optional(Type.Integer(DIARY_LIMITS.minutes)),
    name: Type.Optional(Type.String({ ...DIARY_LIMITS.name, pattern: NOT_BLANK })),
    qis: Type.Optional(Type.Integer(DIARY_LIMITS.qis)),
    servings: Type.Optional(Type.Number(MyFoodLimits.servingsEaten)),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const CopyBody = Type.Object(
  {
    clientId: Type.String({ format: 'uuid', description: 'The same copy sent twice adds its entries once' }),
    from: IsoDay('The day to copy from'),
    to: IsoDay('The day to copy to'),
    slot: Type.Optional(Slot),
    toSlot: Type.Optional(Slot),
  },
  { additionalProperties: false },
);

export const SettingsBody = Type.Object(
  { activityLevel: Type.Enum([...ACTIVITY_LEVELS], { description: 'The questionnaire’s four levels' }) },
  { additionalProperties: false },
);

export const SettingsSchema = Type.Object({
  activityLevel: Type.Union([Type.Enum([...ACTIVITY_LEVELS]), Type.Null()]),
});

export const EntryIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const DayParams = Type.Object({ date: IsoDay('The day') }, { additionalProperties: false });
export const LocaleOnlyQuery = Type.Object(
  { locale: Type.Optional(LocaleField) },
  { additionalProperties: false },
);
export const SummaryQuery = Type.Object(
  {
    to: Type.Optional(IsoDay('The last day; default today')),
    days: Type.Optional(Type.Enum(['7', '28'], { description: '7 or 28; default 7' })),
  },
  { additionalProperties: false },
);
export const SearchQuery = Type.Object(
  { q: Type.String(DIARY_LIMITS.searchText), locale: Type.Optional(LocaleField) },
  { additionalProperties: false },
);

/** A household portion of a food (the food search's portions, the same the assistant uses). */
const PortionItem = Type.Object({
  unit: Type.Enum([...HOUSEHOLD_UNITS]),
  label: Type.String({ description: '"1 glass" (125 g), in the page’s language' }),
  grams: Type.Number(),
  source: Type.Enum(['table', 'standard', 'default'], {
    description: 'table: the food’s own table gives it; standard: the QIS table of standard portions',
  }),
});
const Portion = Type.Union([PortionItem, Type.Null()]);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const EntrySchema = Type.Object({
  id: Type.String(),
  clientId: Type.String(),
  date: Type.String(),
  kind: Type.Enum([...DIARY_ENTRY_KINDS]),
  slot: Nullable(Slot),
  name: Type.String(),
  foodId: Nullable(Type.Integer()),
  ref: Type.Union([Type.String(), Type.Null()]),
  grams: Nullable(Type.Number()),
  portions: Nullable(Type.Number()),
  portion: Portion,
  minutes: Nullable(Type.Integer()),
  qis: Type.Integer({ description: 'Computed by the server (a quick add keeps the QIS given)' }),
});

export const EntryResponse = Type.Object({ entry: EntrySchema, created: Type.Boolean() });

const RangeSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('range'),
    min: Type.Integer(),
    max: Type.Integer(),
    activityLevel: Type.Enum([...ACTIVITY_LEVELS]),
    weight: Type.Number(),
    age: Type.Integer(),
  }),
  Type.Object({ kind: Type.Literal('incomplete'), missing: Type.Array(Type.Enum([...RANGE_NEEDS])) }),
]);

const SlotTotals = Type.Object({
  morning: Type.Integer(),
  noon: Type.Integer(),
  evening: Type.Integer(),
  snack: Type.Integer(),
});

export const DaySchema = Type.Object({
  date: Type.String(),
  entries: Type.Array(EntrySchema),
  range: RangeSchema,
  workouts: Type.Array(Type.Object({ id: Type.String(), minutes: Type.Integer(), qis: Type.Integer() })),
  totals: Type.Object({
    eaten: Type.Integer(),
    bySlot: SlotTotals,
    activityBonus: Type.Integer(),
    workoutBonus: Type.Integer(),
    bonus: Type.Integer(),
    allowance: Type.Union([Type.Object({ min: Type.Integer(), max: Type.Integer() }), Type.Null()]),
    left: Type.Union([Type.Integer(), Type.Null()]),
  }),
});

export const SummarySchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  range: RangeSchema,
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      eaten: Type.Integer(),
      bonus: Type.Integer(),
      entries: Type.Integer(),
      inRange: Type.Boolean(),
      min: Nullable(
        Type.Integer({ description: 'That day’s range (its weight and age); null when incomplete' }),
      ),
      max: Nullable(Type.Integer()),
    }),
  ),
  daysInRange: Type.Integer(),
  daysWithEntries: Type.Integer(),
});

const FoodProperties = {
  foodId: Type.Integer(),
  name: Type.String(),
  qisPer100g: Type.Integer(),
  kcalPer100g: Type.Number(),
  portions: Type.Array(PortionItem),
};
export const FoodsSchema = Type.Array(Type.Object(FoodProperties));

/**
 * GET /api/diary/foods: the member's own foods and recipes whose names match (`source: 'mine'`)
 * first, then the catalogue's foods.
 */
export const SearchResultsSchema = Type.Array(
  Type.Union([
    Type.Object({ kind: Type.Literal('food'), source: Type.Literal('catalogue'), ...FoodProperties }),
    Type.Object({
      kind: Type.Literal('my-food'),
      source: Type.Literal('mine'),
      myFoodId: Type.String(),
      name: Type.String(),
      qisPer100g: Type.Integer(),
      kcalPer100g: Type.Number(),
      portion: Nullable(Type.Object({ label: Type.String(), grams: Type.Number(), qis: Type.Integer() })),
    }),
    Type.Object({
      kind: Type.Literal('my-recipe'),
      source: Type.Literal('mine'),
      myRecipeId: Type.String(),
      name: Type.String(),
      servings: Type.Integer({ description: 'How many servings the recipe makes' }),
      qisPerServing: Type.Integer(),
      kcalPerServing: Type.Number(),
    }),
  ]),
);
export const RecentSchema = Type.Array(
  Type.Object({
    ...FoodProperties,
    times: Type.Integer(),
    lastGrams: Nullable(Type.Number()),
    lastPortions: Nullable(Type.Number()),
  }),
);
export const CopyResponse = Type.Object({ copied: Type.Array(EntrySchema) });

export const ActivitiesSchema = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    minutes: Type.Integer(),
    qis: Type.Integer(),
    kcalPerMinute: Type.Number({ description: '(MET − 1) × kg / 60 at the latest weight' }),
  }),
);

export type DiaryEntryKind = (typeof DIARY_ENTRY_KINDS)[number];
/** The household measures of the food search (mock-api/src/foods/portions). */
export type DiaryPortionUnit = (typeof HOUSEHOLD_UNITS)[number];
/** "1 glass" (125 g): one household portion of a food, in the page's language. */
export type DiaryPortion = Static<typeof PortionItem>;

type EntryFields = Static<typeof EntryBody>;
/** Where a quick add comes from when it is not typed in the diary: a magic menu (not stored, so named and counted). */
export type DiaryQuickSource = NonNullable<EntryFields['source']>;

/**
 * POST /api/diary/entries: the body's fields (EntryBody) in the six shapes the service accepts;
 * the server computes the QIS (quick add excepted).
 */
export type DiaryEntryRequest = Pick<EntryFields, 'clientId' | 'date'> &
  (
    | ({ kind: 'food'; slot: DiarySlot; foodId: number } & Pick<
        EntryFields,
        'grams' | 'portions' | 'unit' | 'locale'
      >)
    | ({ kind: 'recipe'; slot: DiarySlot; recipeId: string; factor: number } & Pick<EntryFields, 'locale'>)
    | ({ kind: 'quick'; slot: DiarySlot; name: string; qis: number } & Pick<EntryFields, 'source'>)
    | ({ kind: 'activity'; code: string; minutes: number } & Pick<EntryFields, 'locale'>)
    | ({ kind: 'my-food'; slot: DiarySlot; myFoodId: string } & Pick<
        EntryFields,
        'grams' | 'portions' | 'locale'
      >)
    | ({ kind: 'my-recipe'; slot: DiarySlot; myRecipeId: string; servings: number } & Pick<
        EntryFields,
        'locale'
      >)
  );

/** PATCH /api/diary/entries/{id}: what may change (the QIS follows from it). */
export type DiaryEntryPatch = Static<typeof PatchBody>;
export type DiaryEntry = Static<typeof EntrySchema>;
export type DiaryRange = Static<typeof RangeSchema>;
/** GET /api/diary/days/{date}. */
export type DiaryDay = Static<typeof DaySchema>;
export type DiaryWorkout = DiaryDay['workouts'][number];
/** GET /api/diary/summary?to=&days=7|28. */
export type DiarySummary = Static<typeof SummarySchema>;
export type DiaryWeekDay = DiarySummary['days'][number];
/** GET /api/diary/foods?q=: catalogue foods with what the diary needs to add them. */
export type DiaryFood = Static<typeof FoodsSchema>[number];
/** GET /api/diary/foods?q=: one result, the member's own (`source: 'mine'`) or the catalogue's. */
export type DiarySearchResult = Static<typeof SearchResultsSchema>[number];
/** GET /api/diary/recent: foods the member ate lately, most frequent first. */
export type DiaryRecentFood = Static<typeof RecentSchema>[number];
export type DiarySettings = Static<typeof SettingsSchema>;
/** POST /api/diary/copy: a slot (or the whole day) of one day added to another. */
export type DiaryCopyRequest = Static<typeof CopyBody>;
/** GET /api/diary/activities: the bonus screen's activities, by Compendium code. */
export type DiaryActivity = Static<typeof ActivitiesSchema>[number];
