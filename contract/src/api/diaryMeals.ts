import { Type, type Static } from 'typebox';
import { DIARY_LIMITS } from '../diaryLimits';
import { LOCALES } from '../locales';
import { DIARY_ENTRY_KINDS, DIARY_SLOTS, EntrySchema } from './diary';
import { NOT_BLANK } from './errors';

// Saved meals: a slot of a day kept under a name, added to any day in one write.

const Slot = Type.Enum([...DIARY_SLOTS], { description: 'morning | noon | evening | snack' });
const IsoDay = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    maxLength: 10,
    description: `${description} (YYYY-MM-DD)`,
  });

export const MealBody = Type.Object(
  {
    name: Type.String({ ...DIARY_LIMITS.name, pattern: NOT_BLANK, description: '1 to 100 characters' }),
    from: IsoDay('The day whose slot is saved'),
    slot: Slot,
  },
  { additionalProperties: false },
);

export const MealAddBody = Type.Object(
  {
    clientId: Type.String({
      format: 'uuid',
      description: 'Made by the client: the same add sent twice (an offline replay) adds the entries once',
    }),
    date: IsoDay('The day to add the meal to'),
    slot: Slot,
  },
  { additionalProperties: false },
);

export const MealSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slot: Type.Enum([...DIARY_SLOTS], { description: 'The slot it was saved from' }),
  items: Type.Array(
    Type.Object({
      kind: Type.Enum([...DIARY_ENTRY_KINDS]),
      name: Type.String({ description: 'As the entry was written' }),
      grams: Type.Union([Type.Number(), Type.Null()]),
      portions: Type.Union([Type.Number(), Type.Null()]),
      qis: Type.Integer({ description: 'As the entry was written: adding the meal counts this' }),
    }),
  ),
  qis: Type.Integer({ description: 'The items’ QIS added up' }),
  createdAt: Type.String(),
});
export const MealsSchema = Type.Array(MealSchema);
export const MealAddResponse = Type.Object({ added: Type.Array(EntrySchema) });
export const MealParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const MealLocaleQuery = Type.Object(
  { locale: Type.Optional(Type.Enum([...LOCALES], { description: 'The entries’ names; default en' })) },
  { additionalProperties: false },
);

/** POST /api/diary/meals: save the entries of a day's slot as a meal. */
export type DiaryMealRequest = Static<typeof MealBody>;
/** POST /api/diary/meals/{id}/add. */
export type DiaryMealAddRequest = Static<typeof MealAddBody>;
export type DiaryMeal = Static<typeof MealSchema>;
