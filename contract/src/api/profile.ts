import { Type, type Static } from 'typebox';
import { PROFILE_UPDATE_FIELDS } from '../constants';
import { NOT_BLANK } from './errors';
import { UserSchema } from './member';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: NOT_BLANK });

export const ProfileUpdateBody = Type.Object(
  {
    profile: Type.Object(
      {
        firstName: Name,
        lastName: Name,
        email: Type.String({ format: 'email', maxLength: 254 }),
        birthMonth: Type.Integer({ minimum: 1, maximum: 12 }),
        birthYear: Type.Integer({
          minimum: 1900,
          maximum: 9999,
          description: 'From 1900 to the current year',
        }),
        desiredWeight: Type.Number({ minimum: 10, maximum: 500, description: 'kg' }),
        gender: Type.Enum(['female', 'male']),
        memberNumber: Type.Optional(
          Type.String({
            maxLength: 50,
            description:
              'Read-only. Accepted only when equal to the current number (clients may send the whole User); ' +
              'any other value answers 400 "member-number-readonly".',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const WeightEntrySchema = Type.Object({
  date: Type.String({ description: 'ISO date-time at UTC midnight of the entry’s calendar day' }),
  weight: Type.Number({ description: 'kg' }),
});

export const WeightHistorySchema = Type.Array(WeightEntrySchema, {
  description: 'One entry per calendar day, sorted ascending by date',
});

export const WeightSaveBody = Type.Object(
  {
    weight: Type.Number({ minimum: 10, maximum: 500, description: 'kg' }),
    date: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: 40,
        description: 'ISO date-time; its UTC calendar day is the entry’s day. Missing: today.',
      }),
    ),
  },
  { additionalProperties: false },
);

export type ProfileUpdateRequest = Static<typeof ProfileUpdateBody>;
export type WeightEntry = Static<typeof WeightEntrySchema>;
export type WeightHistoryResponse = Static<typeof WeightHistorySchema>;
export type WeightSaveRequest = Static<typeof WeightSaveBody>;

/** The fields a member may change, as the account form holds them (POST /api/profile {profile}). */
export const ProfileUpdateSchema = Type.Pick(UserSchema, PROFILE_UPDATE_FIELDS);

export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;
/** GET /api/profile and POST /api/profile answer the member's whole profile. */
export type ProfileResponse = Static<typeof UserSchema>;
