import type { ContactRequest, ContactResponse } from '@qis/contract/api';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter, RateRule } from '../rateLimit/rateLimiter';
import type { Mailer } from './mailer';
import type { ContactRepository } from './repository';

/** Each message may become a mail to support: a member sends a handful an hour, a script thousands. */
export const CONTACT_RULE: RateRule = {
  name: 'contact',
  limit: 10,
  windowSeconds: 3600,
  message: (limit, seconds) =>
    `You have sent ${limit} messages in the last hour: please wait ${Math.ceil(seconds / 60)} min before sending another.`,
};

export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly mailer: Mailer | null,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Stores the message first, so nothing is lost, then mails it when SMTP is configured. A failed
   * delivery is recorded on the stored message (support still sees it) and not reported to the
   * member, whose message was received.
   */
  async send(memberId: string, request: ContactRequest, log: FastifyBaseLogger): Promise<ContactResponse> {
    await this.limiter.take({ rule: CONTACT_RULE, key: memberId });
    const reference = request.reference?.trim();
    const stored = await this.repository.insert({
      memberId,
      name: request.name.trim(),
      email: request.email.trim(),
      reason: request.reason,
      reference: reference ? reference : null,
      membershipNumber: request.membershipNumber.trim(),
      message: request.message.trim(),
      locale: request.locale,
    });
    if (this.mailer) {
      try {
        await this.mailer.sendContactMessage(stored);
        await this.repository.markDelivered(stored.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ contactMessageId: stored.id, reason }, 'contact message could not be mailed');
        await this.repository.markFailed(stored.id, reason);
      }
    }
    return { id: stored.id };
  }
}
