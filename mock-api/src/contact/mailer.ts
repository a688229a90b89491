import nodemailer from 'nodemailer';
import type { ContactReason } from '@qis/contract';
import type { MailConfig } from '../config';
import type { ContactMessageRow } from './repository';

/** Hands a stored contact message to support; resolves once the SMTP server accepted it. */
export interface Mailer {
  sendContactMessage(message: ContactMessageRow): Promise<void>;
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
    close: () => transport.close(),
  };
}
