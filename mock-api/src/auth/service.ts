import { randomUUID } from 'node:crypto';
import type { LoginResponse, RefreshResponse } from '@qis/contract/api';
import { ApiError, unauthorized } from '../http/apiError';
import type { MembersRepository } from '../members/repository';
import { isMembershipExpired, normalizeEmail, toUser } from '../members/user';
import type { RateLimiter } from '../rateLimit/rateLimiter';
import type { LoginBuckets } from './loginLimits';
import { unknownMemberHash, verifyPassword } from './passwords';
import type { RefreshTokenRepository } from './repository';
import type { SignInsRepository } from './signIns';
import { hashRefreshToken, newRefreshToken } from './tokens';

export interface AuthServiceDeps {
  members: MembersRepository;
  refreshTokens: RefreshTokenRepository;
  limiter: RateLimiter;
  loginBuckets: LoginBuckets;
  signIns: SignInsRepository;
  /** The session id (the refresh token family) rides in the token, so a password change can spare it. */
  signAccessToken: (memberId: string, sessionId: string) => string;
  refreshTokenTtlDays: number;
  /** Called on each successful sign-in, to count the member as online. */
  onSignedIn?: (memberId: string) => Promise<void>;
  /** argon2id by default; tests observe it. */
  passwords?: PasswordChecker;
}

export interface PasswordChecker {
  verify(passwordHash: string, password: string): Promise<boolean>;
  unknownMemberHash(): Promise<string>;
}

const ARGON2: PasswordChecker = { verify: verifyPassword, unknownMemberHash };

// One answer for an unknown email and a wrong password, so the API does not reveal who is a member.
const INVALID_CREDENTIALS = 'Invalid email or password';
const EXPIRED_MEMBERSHIP =
  'Your membership has expired, so these credentials are no longer valid. Please contact customer support.';
const INVALID_REFRESH = 'This session is no longer valid: please sign in again';

export class AuthService {
  private readonly passwords: PasswordChecker;

  constructor(private readonly deps: AuthServiceDeps) {
    this.passwords = deps.passwords ?? ARGON2;
  }

  async login(email: string, password: string, address: string): Promise<LoginResponse> {
    const account = normalizeEmail(email);
    const accountBucket = this.deps.loginBuckets.account(account);
    // Counted before the password is checked: parallel guesses cannot all pass a check made first.
    await this.deps.limiter.take(accountBucket, this.deps.loginBuckets.address(address));

    const member = await this.deps.members.findByEmail(account);
    // An unknown email is checked against a dummy hash: as slow as a wrong password, so the
    // answer time does not tell who is a member.
    const passwordHash = member?.passwordHash ?? (await this.passwords.unknownMemberHash());
    const passwordOk = await this.passwords.verify(passwordHash, password);
    if (!member || !passwordOk) throw new ApiError(401, 'invalid-credentials', INVALID_CREDENTIALS);
    // The account's failures count since its last success.
    await this.deps.limiter.forget(accountBucket);

    // Only someone who knows the password learns that the membership expired.
    if (isMembershipExpired(member, new Date())) throw new ApiError(400, 'expired', EXPIRED_MEMBERSHIP);

    const tokens = await this.issueTokens(member.id, randomUUID());
    await this.deps.signIns.record(member.id, address);
    await this.deps.onSignedIn?.(member.id);
    return { ...tokens, user: toUser(member) };
  }

  /**
   * Rotates a refresh token: the presented one is used up and the next one of its family is issued.
   * Presenting a token that was already used means two parties hold it: the family is revoked, so
   * the thief's copy dies with the member's session.
   */
  async refresh(refreshToken: string): Promise<RefreshResponse> {
    const tokenHash = hashRefreshToken(refreshToken);
    const consumed = await this.deps.refreshTokens.consume(tokenHash);
    if (!consumed) {
      const known = await this.deps.refreshTokens.findByHash(tokenHash);
      if (known?.usedAt && !known.revokedAt) {
        await this.deps.refreshTokens.revokeFamily(known.familyId);
        throw unauthorized('This refresh token was already used: the session has been closed for safety');
      }
      throw unauthorized(INVALID_REFRESH);
    }

    const member = await this.deps.members.findById(consumed.memberId);
    if (!member) throw unauthorized(INVALID_REFRESH);
    if (isMembershipExpired(member, new Date())) {
      await this.deps.refreshTokens.revokeFamily(consumed.familyId);
      throw unauthorized(EXPIRED_MEMBERSHIP, 'expired');
    }
    return this.issueTokens(member.id, consumed.familyId);
  }

  /** Ends the session the refresh token belongs to (every token of its family). */
  async logout(refreshToken: string): Promise<void> {
    const known = await this.deps.refreshTokens.findByHash(hashRefreshToken(refreshToken));
    if (known) await this.deps.refreshTokens.revokeFamily(known.familyId);
  }

  private async issueTokens(memberId: string, familyId: string): Promise<RefreshResponse> {
    const refreshToken = newRefreshToken();
    await this.deps.refreshTokens.insert({
      memberId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      ttlDays: this.deps.refreshTokenTtlDays,
    });
    return { accessToken: this.deps.signAccessToken(memberId, familyId), refreshToken };
  }
}
