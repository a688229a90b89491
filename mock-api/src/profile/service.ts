import type { Static } from 'typebox';
import { badRequest, conflict, invalidField, unauthorized } from '../http/apiError';
import type { MembersRepository } from '../members/repository';
import { normalizeEmail, toUser } from '../members/user';
import type { ProfileRepository } from './repository';
import { addDays, dayOf } from '@qis/contract';
import type { ProfileUpdateBody, User, WeightEntry } from '@qis/contract/api';

const MEMBER_GONE = 'Your account no longer exists: please sign in again';

export class ProfileService {
  constructor(
    private readonly members: MembersRepository,
    private readonly profiles: ProfileRepository,
  ) {}

  async profile(memberId: string): Promise<User> {
    const member = await this.members.findById(memberId);
    if (!member) throw unauthorized(MEMBER_GONE);
    return toUser(member);
  }

  async update(memberId: string, { profile }: Static<typeof ProfileUpdateBody>): Promise<User> {
    const member = await this.members.findById(memberId);
    if (!member) throw unauthorized(MEMBER_GONE);
    // The number may travel along when a client sends the whole User, but it never changes.
    if (profile.memberNumber !== undefined && profile.memberNumber !== member.memberNumber) {
      throw badRequest('member-number-readonly', 'The membership number cannot be changed');
    }
    const currentYear = new Date().getUTCFullYear();
    if (profile.birthYear > currentYear) {
      throw invalidField('profile.birthYear', `must be ${currentYear} or earlier`);
    }
    const updated = await this.profiles.update(memberId, {
      firstName: profile.firstName.trim(),
      lastName: profile.lastName.trim(),
      email: normalizeEmail(profile.email),
      birthMonth: profile.birthMonth,
      birthYear: profile.birthYear,
      desiredWeight: profile.desiredWeight,
      gender: profile.gender,
    });
    if (updated === 'email-taken') {
      throw conflict('email-taken', 'Another member already uses this email address');
    }
    if (!updated) throw unauthorized(MEMBER_GONE);
    return toUser(updated);
  }

  async weightHistory(memberId: string): Promise<WeightEntry[]> {
    const rows = await this.profiles.weightHistory(memberId);
    return rows.map(({ day, weight }) => ({ date: `${day}T00:00:00.000Z`, weight }));
  }

  /** Saves the weight of the UTC day of `date` (today when absent) and answers the new history. */
  async saveWeight(memberId: string, weight: number, date: string | undefined): Promise<WeightEntry[]> {
    const today = dayOf(new Date(), 'utc');
    const day = date === undefined ? today : dayOf(date, 'utc');
    // A day ahead of UTC is still "today" somewhere on Earth.
    if (day > addDays(today, 1)) throw invalidField('date', 'must not be in the future');
    if (day < '1900-01-01') throw invalidField('date', 'must be 1900-01-01 or later');
    const member = await this.members.findById(memberId);
    if (!member) throw unauthorized(MEMBER_GONE);
    await this.profiles.saveWeight(memberId, day, weight);
    return this.weightHistory(memberId);
  }
}
