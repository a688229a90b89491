import { Type, type Static, type TSchema } from 'typebox';
import { NEW_PASSWORD_MAX_LENGTH, PASSWORD_RESET_TTL_MINUTES } from '../account';
import { LOCALES } from '../locales';
import { noContent } from './noContent';

// Passwords as typed: the length rule is the server's (with a readable reason), the schema only
// bounds the body. A current password may predate today's rules, so it is only bounded.
const CurrentPassword = Type.String({ minLength: 1, maxLength: 1024 });
const NewPassword = Type.String({
  minLength: 1,
  maxLength: NEW_PASSWORD_MAX_LENGTH * 4,
  description:
    'At least 8 characters; refused (400 "weak-password", the reason in details[0].problem) when ' +
    'common, guessable or close to the member’s e-mail or name. No composition rules.',
});

export const ChangePasswordBody = Type.Object(
  { currentPassword: CurrentPassword, newPassword: NewPassword },
  { additionalProperties: false },
);
export const PasswordChangedResponse = noContent('Changed; every other session of the member is signed out');

export const PasswordResetRequestBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    locale: Type.Enum([...LOCALES], { description: 'The language of the mail and of the page it links to' }),
  },
  { additionalProperties: false },
);
export const PasswordResetRequestedResponse = noContent(
  'The same answer, in about the same time, whether or not the address is a member’s; a member ' +
    `gets a mail with a link valid for ${PASSWORD_RESET_TTL_MINUTES} minutes`,
);

export const PasswordResetConfirmBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'From the link of the mail' }),
    newPassword: NewPassword,
  },
  { additionalProperties: false },
);
export const PasswordResetResponse = noContent(
  'The password is set; every session of the member is signed out',
);

export const DeleteAccountBody = Type.Object({ password: CurrentPassword }, { additionalProperties: false });
export const AccountDeletedResponse = noContent(
  'Every row of the member is gone and every token refused; the membership number is never given again',
);

const Instant = Type.String({ description: 'ISO 8601 date-time' });
const Day = Type.String({ description: 'The member’s calendar day, YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * GET /api/account/export: everything the portal keeps about the member, one section per domain,
 * sent as the attachment qis-export-<member number>-<YYYY-MM-DD>.json. No password hash, no token.
 * Magic menus are not kept (one the member ate is a diary entry).
 */
export const AccountExportSchema = Type.Object({
  format: Type.Literal('qis-export'),
  version: Type.Literal(1),
  exportedAt: Instant,
  profile: Type.Object({
    memberNumber: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    birthMonth: Nullable(Type.Integer()),
    birthYear: Nullable(Type.Integer()),
    desiredWeight: Nullable(Type.Number()),
    gender: Nullable(Type.String()),
    membershipExpiresAt: Nullable(Instant),
    createdAt: Instant,
    updatedAt: Instant,
  }),
  weights: Type.Array(
    Type.Object({ day: Day, weight: Type.Number(), createdAt: Instant, updatedAt: Instant }),
  ),
  diary: Type.Object({
    settings: Nullable(Type.Object({ activityLevel: Type.String(), updatedAt: Instant })),
    entries: Type.Array(
      Type.Object({
        day: Day,
        slot: Nullable(Type.String()),
        kind: Type.String(),
        name: Type.String(),
        foodId: Nullable(Type.Integer()),
        ref: Nullable(Type.String()),
        grams: Nullable(Type.Number()),
        portions: Nullable(Type.Number()),
        minutes: Nullable(Type.Integer()),
        qis: Type.Integer(),
        unitKcal: Nullable(
          Type.Number({ description: 'Own food or recipe: its kcal per 100 g or per serving when written' }),
        ),
        createdAt: Instant,
        updatedAt: Instant,
      }),
    ),
  }),
  chat: Type.Array(
    Type.Object({
      question: Type.String(),
      answer: Type.String(),
      locale: Type.String(),
      status: Type.String(),
      askedAt: Instant,
      answeredAt: Nullable(Instant),
    }),
  ),
  fitnessSessions: Type.Array(
    Type.Object({
      workoutId: Type.Integer(),
      startedAt: Instant,
      completedAt: Instant,
      durationSeconds: Type.Integer(),
      weightKg: Type.Number(),
      qis: Type.Integer(),
    }),
  ),
  contactMessages: Type.Array(
    Type.Object({
      name: Type.String(),
      email: Type.String(),
      reason: Type.String(),
      reference: Nullable(Type.String()),
      membershipNumber: Type.String(),
      message: Type.String(),
      locale: Type.String(),
      sentAt: Instant,
    }),
  ),
  signIns: Type.Array(
    Type.Object({ signedInAt: Instant, address: Type.String({ description: 'The client address' }) }),
    { description: 'Successful sign-ins of the last 90 days' },
  ),
  myFoods: Type.Array(
    Type.Object({
      name: Type.String(),
      kcalPer100g: Type.Number(),
      portionLabel: Nullable(Type.String()),
      portionGrams: Nullable(Type.Number()),
      locale: Type.String(),
      createdAt: Instant,
      updatedAt: Instant,
    }),
  ),
  myRecipes: Type.Array(
    Type.Object({
      name: Type.String(),
      servings: Type.Integer(),
      locale: Type.String(),
      ingredients: Type.Array(
        Type.Object({
          foodId: Nullable(Type.Integer({ description: 'A catalogue food' })),
          myFood: Nullable(Type.String({ description: 'Or the name of one of the member’s foods' })),
          grams: Type.Number(),
        }),
      ),
      createdAt: Instant,
      updatedAt: Instant,
    }),
  ),
  savedMeals: Type.Array(
    Type.Object({
      name: Type.String(),
      slot: Type.String(),
      items: Type.Array(
        Type.Object({
          kind: Type.String(),
          foodId: Nullable(Type.Integer()),
          name: Type.String(),
          grams: Nullable(Type.Number()),
          portions: Nullable(Type.Number()),
          qis: Type.Integer(),
        }),
      ),
      createdAt: Instant,
    }),
  ),
});

export type ChangePasswordRequest = Static<typeof ChangePasswordBody>;
export type PasswordResetRequest = Static<typeof PasswordResetRequestBody>;
export type PasswordResetConfirmRequest = Static<typeof PasswordResetConfirmBody>;
export type DeleteAccountRequest = Static<typeof DeleteAccountBody>;
export type AccountExport = Static<typeof AccountExportSchema>;
