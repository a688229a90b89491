import { Type, type Static } from 'typebox';

// The bonus activities and the tip of the day (nutrition).

export const BonusActivitySchema = Type.Object({
  activity: Type.String(),
  minutes: Type.Integer(),
  qis: Type.Integer({ description: 'round((MET − 1) × kg × minutes / 60 / 12) at the latest weight' }),
});

export const BonusListSchema = Type.Array(BonusActivitySchema);

export const TipSchema = Type.Object({ title: Type.String(), body: Type.String() });

export type BonusActivity = Static<typeof BonusActivitySchema>;
export type Tip = Static<typeof TipSchema>;
