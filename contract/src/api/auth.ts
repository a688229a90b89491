import { Type, type Static } from 'typebox';
import { UserSchema } from './member';
import { noContent } from './noContent';

const RefreshTokenField = Type.String({ minLength: 1, maxLength: 200, description: 'The refresh token' });

export const LoginBody = Type.Object(
  {
    // No format check: any 400 from sign-in means "membership expired" to the portal, so a
    // malformed email gets the same 401 as an unknown one.
    email: Type.String({ minLength: 1, maxLength: 254 }),
    pass: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

const TOKENS = {
  accessToken: Type.String({ description: 'JWT (HS256) for the Authorization: Bearer header; short-lived' }),
  refreshToken: Type.String({ description: 'Single use: each refresh answers the next one' }),
};

export const LoginResponseSchema = Type.Object({ ...TOKENS, user: UserSchema });

/** POST /api/auth/refresh and POST /api/auth/logout: the session's refresh token. */
export const RefreshBody = Type.Object({ refreshToken: RefreshTokenField }, { additionalProperties: false });

export const TokensSchema = Type.Object(TOKENS);

export const CsrfResponse = noContent('The cookie is set (or was already)');
export const LogoutResponse = noContent('Signed out');

export type LoginRequest = Static<typeof LoginBody>;
export type LoginResponse = Static<typeof LoginResponseSchema>;
export type RefreshRequest = Static<typeof RefreshBody>;
export type RefreshResponse = Static<typeof TokensSchema>;
