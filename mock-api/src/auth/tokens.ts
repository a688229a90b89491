import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the refresh token the client holds (and a password reset link's token). */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: a leaked table cannot be replayed. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccessTokenPayload {
  /** The member's id. */
  sub: string;
  /** The session (refresh token family) it was issued to; absent in tokens issued before it existed. */
  sid?: string;
}
