import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD_RESET_TTL_MINUTES, RESET_PASSWORD_PATH, type Locale } from '@qis/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../account/messages';
import { assertAcceptablePassword, personalInputs } from '../../account/passwordPolicy';
import type { AccountRepository } from '../../account/repository';
import type { Mailer } from '../../contact/mailer';
import { ApiError } from '../../http/apiError';
import type { MembersRepository } from '../../members/repository';
import { normalizeEmail } from '../../members/user';
import type { RateLimiter, RateRule } from '../../rateLimit/rateLimiter';
import { hashPassword } from '../passwords';
import { hashRefreshToken, newRefreshToken } from '../tokens';
import type { ResetTokenRepository } from './repository';
import { resetMail } from './resetMail';

/** A few mails per address and hour, however many requests: a quiet counter, never a 429. */
export const RESET_MAILS_RULE: RateRule = {
  name: 'password-reset-mail',
  limit: 3,
  windowSeconds: 3600,
  message: () => 'Too many reset mails for this address',
};

const perAddress = (name: string, limit: number, locale: Locale): RateRule => ({
  name,
  limit,
  windowSeconds: 3600,
  message: () => ACCOUNT_MESSAGES.tooManyResets[locale],
});

export interface PasswordResetDeps {
  members: MembersRepository;
  tokens: ResetTokenRepository;
  accounts: AccountRepository;
  limiter: RateLimiter;
  mailer: Mailer | null;
  /** The portal's address (PUBLIC_URL): links never come from a request's Host header. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Every request is answered no sooner than this, member or not. */
  answerAfterMs?: number;
}

/** Longer than the work for a member takes (a lookup, a count, an insert), so both answers take it. */
const ANSWER_AFTER_MS = 400;

/** A forgotten password: a single-use link by mail, valid an hour, that sets a new one. */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Answers alike, after the same delay, whether the address is a member's or not. The mail leaves
   * after the answer, so the SMTP server's pace tells nothing either.
   */
  async request(email: string, locale: Locale, address: string): Promise<void> {
    const answerAt = Date.now() + (this.deps.answerAfterMs ?? ANSWER_AFTER_MS);
    await this.deps.limiter.take({ rule: perAddress('password-reset-address', 20, locale), key: address });
    const account = normalizeEmail(email);
    const member = await this.deps.members.findByEmail(account);
    // Counted for unknown addresses too: the same work either way.
    const mayMail = await this.deps.limiter.tryTake({ rule: RESET_MAILS_RULE, key: account });
    if (member && mayMail) {
      const token = newRefreshToken();
      await this.deps.tokens.insert(member.id, hashRefreshToken(token), PASSWORD_RESET_TTL_MINUTES);
      const link = `${this.deps.publicUrl}/${locale}/${RESET_PASSWORD_PATH}?token=${token}`;
      setImmediate(() => this.deliver(member.email, member.firstName, locale, link));
    }
    await sleep(Math.max(0, answerAt - Date.now()));
  }

  /** Sets the new password under the same rules as a change, uses the link up, and signs every session out. */
  async confirm(token: string, newPassword: string, locale: Locale, address: string): Promise<void> {
    await this.deps.limiter.take({ rule: perAddress('password-reset-confirm', 30, locale), key: address });
    const tokenHash = hashRefreshToken(token);
    const invalid = () => new ApiError(400, 'invalid-reset-token', ACCOUNT_MESSAGES.invalidResetLink[locale]);
    const memberId = await this.deps.tokens.usableMember(tokenHash);
    const member = memberId ? await this.deps.members.findById(memberId) : null;
    if (!member) throw invalid();
    // Checked before the link is used up: a refused password leaves the link to try again.
    assertAcceptablePassword(newPassword, personalInputs(member), locale);
    const replaced = await this.deps.accounts.replacePassword({
      memberId: member.id,
      passwordHash: await hashPassword(newPassword),
      keepSession: '',
      resetTokenHash: tokenHash,
    });
    if (!replaced) throw invalid();
  }

  private deliver(to: string, firstName: string, locale: Locale, link: string): void {
    const { mailer, log } = this.deps;
    if (!mailer) {
      // No SMTP server: a local operator can still hand the link on.
      log.warn(
        { to, link },
        'password reset requested: SMTP_URL is not set, so the link is logged instead of mailed',
      );
      return;
    }
    mailer
      .sendToMember(resetMail(to, firstName, locale, link))
      .catch((error: unknown) => log.error({ err: error, to }, 'password reset mail could not be sent'));
  }
}
