import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, weightEntries } from '../db/schema';
import { uniqueViolation } from '../members/repository';
import type { MemberRow } from '../members/user';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  birthMonth: number;
  birthYear: number;
  desiredWeight: number;
  gender: 'female' | 'male';
}

export interface WeightRow {
  /** yyyy-mm-dd */
  day: string;
  weight: number;
}

export class ProfileRepository {
  /**
   * The most frequent read of the portal (every profile visit), built once and prepared by name: the
   * database plans it once per connection instead of on every call.
   */
  private readonly weightHistoryQuery;

  constructor(private readonly db: Db) {
    this.weightHistoryQuery = db
      .select({ day: weightEntries.day, weight: weightEntries.weight })
      .from(weightEntries)
      .where(eq(weightEntries.memberId, sql.placeholder('memberId')))
      .orderBy(asc(weightEntries.day))
      .prepare('weight_history');
  }

  /** The updated member; 'email-taken' when another member has the email; null when the member is gone. */
  async update(memberId: string, fields: ProfileFields): Promise<MemberRow | 'email-taken' | null> {
    try {
      const [member] = await this.db
        .update(members)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(members.id, memberId))
        .returning();
      return member ?? null;
    } catch (error) {
      if (uniqueViolation(error) === 'members_email_key') return 'email-taken';
      throw error;
    }
  }

  async weightHistory(memberId: string): Promise<WeightRow[]> {
    return this.weightHistoryQuery.execute({ memberId });
  }

  /**
   * One entry per member and day: a second save for the day replaces the weight. A single upsert
   * on the (member_id, day) key, so concurrent saves cannot create two entries.
   */
  async saveWeight(memberId: string, day: string, weight: number): Promise<void> {
    await this.db
      .insert(weightEntries)
      .values({ memberId, day, weight })
      .onConflictDoUpdate({
        target: [weightEntries.memberId, weightEntries.day],
        set: { weight, updatedAt: sql`now()` },
      });
  }
}
