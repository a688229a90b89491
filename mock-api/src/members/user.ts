import type { Gender, User } from '@qis/contract/api';
import type { members } from '../db/schema';

export type MemberRow = typeof members.$inferSelect;

/** Lower-cased and trimmed: how emails are stored and compared. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The member as the API shows it (User in @qis/contract/api): never the password hash. */
export function toUser(member: MemberRow): User {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    memberNumber: member.memberNumber,
    birthMonth: member.birthMonth,
    birthYear: member.birthYear,
    desiredWeight: member.desiredWeight,
    gender: member.gender as Gender | null,
  };
}

export const isMembershipExpired = (member: MemberRow, now: Date) =>
  member.membershipExpiresAt !== null && member.membershipExpiresAt.getTime() <= now.getTime();
