import type { Locale } from '@qis/contract';
import { verifyPassword, hashPassword } from '../auth/passwords';
import { ApiError, unauthorized } from '../http/apiError';
import type { MembersRepository } from '../members/repository';
import type { MemberRow } from '../members/user';
import type { RateLimiter, RateRule } from '../rateLimit/rateLimiter';
import { ACCOUNT_MESSAGES } from './messages';
import { assertAcceptablePassword, personalInputs } from './passwordPolicy';
import type { AccountRepository } from './repository';

/** A signed-in session could guess the password it does not know: as few tries as at sign-in. */
const passwordChecks = (locale: Locale): RateRule => ({
  name: 'account-password',
  limit: 10,
  windowSeconds: 15 * 60,
  message: () => ACCOUNT_MESSAGES.tooManyPasswordChecks[locale],
});

const exportsPerHour = (locale: Locale): RateRule => ({
  name: 'account-export',
  limit: 10,
  windowSeconds: 3600,
  message: () => ACCOUNT_MESSAGES.tooManyExports[locale],
});

export interface AccountServiceDeps {
  members: MembersRepository;
  accounts: AccountRepository;
  limiter: RateLimiter;
}

/** The member's own account: the password, and leaving. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  async changePassword(
    memberId: string,
    sessionId: string,
    request: { currentPassword: string; newPassword: string },
    locale: Locale,
  ): Promise<void> {
    const member = await this.checkedMember(memberId, request.currentPassword, 'currentPassword', locale);
    assertAcceptablePassword(request.newPassword, personalInputs(member), locale);
    await this.deps.accounts.replacePassword({
      memberId,
      passwordHash: await hashPassword(request.newPassword),
      keepSession: sessionId,
    });
  }

  async deleteAccount(memberId: string, password: string, locale: Locale): Promise<void> {
    const member = await this.checkedMember(memberId, password, 'password', locale);
    if (!(await this.deps.accounts.deleteMember(member.id, member.email))) throw gone();
  }

  /** Counts one export, or 429: each one reads all of the member's rows. */
  async takeExport(memberId: string, locale: Locale): Promise<MemberRow> {
    await this.deps.limiter.take({ rule: exportsPerHour(locale), key: memberId });
    const member = await this.deps.members.findById(memberId);
    if (!member) throw gone();
    return member;
  }

  /** The member, once their password is proven; counted against the limit before argon2 runs. */
  private async checkedMember(
    memberId: string,
    password: string,
    field: string,
    locale: Locale,
  ): Promise<MemberRow> {
    await this.deps.limiter.take({ rule: passwordChecks(locale), key: memberId });
    const member = await this.deps.members.findById(memberId);
    if (!member) throw gone();
    if (!(await verifyPassword(member.passwordHash, password))) {
      const message = ACCOUNT_MESSAGES.wrongPassword[locale];
      // 400, not 401: the session is fine, and a 401 would make the portal sign the member out.
      throw new ApiError(400, 'wrong-password', message, [{ field, message }]);
    }
    return member;
  }
}

const gone = () => unauthorized('This account no longer exists: sign in again');
