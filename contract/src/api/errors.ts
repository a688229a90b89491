import { Type, type Static } from 'typebox';

/** Required text must hold at least one character that is not a space. */
export const NOT_BLANK = '\\S';

/** The one error shape of the API: every 4xx and 5xx answer has it. */
export const errorSchema = (description: string) =>
  Type.Object(
    {
      error: Type.String({
        description: 'Stable machine-readable code, e.g. "validation", "unauthorized", "csrf"',
      }),
      message: Type.String({ description: 'A sentence a person can read' }),
      details: Type.Optional(Type.Unknown()),
    },
    { description },
  );

export type ApiError = Static<ReturnType<typeof errorSchema>>;
