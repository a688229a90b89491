import { hashPassword } from '../auth/passwords';
import { generateMemberNumber } from './memberNumber';
import type { MembersRepository } from './repository';
import { normalizeEmail, type MemberRow } from './user';

export interface NewMemberInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  birthMonth?: number | null;
  birthYear?: number | null;
  desiredWeight?: number | null;
  gender?: 'female' | 'male' | null;
  membershipExpiresAt?: Date | null;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A member with the email ${email} already exists`);
    this.name = 'EmailTakenError';
  }
}

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems of a new member's data, as sentences; empty when it can be created. */
export function newMemberProblems(input: NewMemberInput): string[] {
  const problems: string[] = [];
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    problems.push(`"${input.email}" is not a valid email address`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`the password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (input.password.length > 1024) problems.push('the password must be at most 1024 characters long');
  for (const [label, value] of [
    ['first name', input.firstName],
    ['last name', input.lastName],
  ] as const) {
    if (value.trim() === '') problems.push(`the ${label} must not be empty`);
    if (value.length > 100) problems.push(`the ${label} must be at most 100 characters long`);
  }
  return problems;
}

/**
 * Creates a member with a fresh membership number (drawing again in the rare case the random
 * number is taken). Validate with newMemberProblems first.
 */
export async function createMember(repository: MembersRepository, input: NewMemberInput): Promise<MemberRow> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = await repository.insert({
      email: normalizeEmail(input.email),
      passwordHash,
      memberNumber: generateMemberNumber(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      birthMonth: input.birthMonth ?? null,
      birthYear: input.birthYear ?? null,
      desiredWeight: input.desiredWeight ?? null,
      gender: input.gender ?? null,
      membershipExpiresAt: input.membershipExpiresAt ?? null,
    });
    if ('member' in result) return result.member;
    if (result.taken === 'email') throw new EmailTakenError(normalizeEmail(input.email));
  }
  throw new Error('Could not find a free membership number after 20 draws');
}
