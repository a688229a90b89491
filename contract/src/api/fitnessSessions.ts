import { Type, type Static } from 'typebox';

const IsoDateTime = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description });

export const SessionBody = Type.Object(
  {
    workoutId: Type.Integer({
      minimum: 1,
      maximum: 11,
      description: 'The workout video’s id: 1 to 11 for 1, 2, 3, 4, 5, 8, 10, 15, 20, 25 and 30 minutes',
    }),
    startedAt: IsoDateTime('When the member started the workout (the guided view’s first play)'),
    completedAt: IsoDateTime('When the last exercise ended; after startedAt and not in the future'),
  },
  { additionalProperties: false },
);

export const WeekSummarySchema = Type.Object(
  {
    count: Type.Integer({ description: 'Workouts finished this week' }),
    target: Type.Integer({ description: 'The advice: about 2 workouts a week' }),
    qisEarned: Type.Integer({ description: 'QIS earned by this week’s workouts' }),
    weekStart: Type.String({ description: 'Monday 00:00 UTC of the current ISO week' }),
  },
  { description: 'The current ISO week, counted in UTC' },
);

export const SessionSchema = Type.Object({
  id: Type.String(),
  workoutId: Type.Integer(),
  startedAt: Type.String(),
  completedAt: Type.String(),
  durationSeconds: Type.Integer(),
  qis: Type.Integer({
    description:
      'round((MET − 1) × kg × minutes / 60 / 12): aerobics MET, the workout’s length, the latest weight',
  }),
});

export const SessionResponseSchema = Type.Object({
  session: SessionSchema,
  created: Type.Boolean({ description: 'false when this session had been recorded before: it counts once' }),
  week: WeekSummarySchema,
});

export type FitnessSessionRequest = Static<typeof SessionBody>;
export type FitnessSession = Static<typeof SessionSchema>;
export type FitnessWeekSummary = Static<typeof WeekSummarySchema>;
export type FitnessSessionResponse = Static<typeof SessionResponseSchema>;
