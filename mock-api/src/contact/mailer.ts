import nodemailer from 'nodemailer';
import type { ContactReason } from '@qis/contract';
import type { MailConfig } from '../config';
import type { ContactMessageRow } from './repository';

/** A mail to one member, from the portal's sender address (CONTACT_FROM). */
export interface MemberMail {
  to: string;
  subject: string;
  text: string;
}

/** The portal's mail; each call resolves once the SMTP server accepted the mail. */
export interface Mailer {
  /** Hands a stored contact message to support. */
  sendContactMessage(message: ContactMessageRow): Promise<void>;
  sendToMember(mail: MemberMail): Promise<void>;
  close(): void;
}

const REASON_LABELS: Record<ContactReason, string> = {
  concept: 'The programme concept',
  'meal-plan': 'Meal plan',
  qis: 'QIS',
  'bonus-points': 'Bonus points',
  improvement: 'Suggestion for improvement',
  other: 'Other',
};

/** Header values come from members: no line breaks, so nothing can be smuggled into the headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function contactMail(message: ContactMessageRow, config: MailConfig) {
  const reason = REASON_LABELS[message.reason as ContactReason] ?? message.reason;
  const text = [
    `Name: ${oneLine(message.name)}`,
    `Email: ${message.email}`,
    `Membership number: ${message.membershipNumber}`,
    `Reason: ${reason}`,
    `Reference: ${message.reference ?? '-'}`,
    `Language: ${message.locale}`,
    `Received: ${message.createdAt.toISOString()}`,
    `Message id: ${message.id}`,
    '',
    message.message,
  ].join('\n');
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: oneLine(message.name), address: oneLine(message.email) },
    subject: oneLine(`[QIS contact] ${reason} - ${message.name} (${message.membershipNumber})`),
    text,
  };
}

export function createSmtpMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async sendContactMessage(message) {
      await transport.sendMail(contactMail(message, config));
    },
    async sendToMember(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: oneLine(mail.subject),
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}
