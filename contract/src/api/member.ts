import { Type, type Static } from 'typebox';

/** The signed-in member, as every route that answers the member's profile sends it. */
export const UserSchema = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    memberNumber: Type.String({ description: 'Read-only membership number, e.g. QIS-123456' }),
    birthMonth: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
    birthYear: Type.Union([Type.Integer(), Type.Null()]),
    desiredWeight: Type.Union([Type.Number({ description: 'kg' }), Type.Null()]),
    gender: Type.Union([Type.Enum(['female', 'male']), Type.Null()]),
  },
  { additionalProperties: false },
);
export type User = Static<typeof UserSchema>;
