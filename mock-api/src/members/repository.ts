import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuedMemberNumbers, members } from '../db/schema';
import type { MemberRow } from './user';

export type NewMember = typeof members.$inferInsert;

/** PostgreSQL's unique_violation, raised by both drivers with the constraint's name. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : null;
}

export class MembersRepository {
  /** Every profile read: built once and prepared by name (planned once per connection). */
  private readonly byIdQuery;

  constructor(private readonly db: Db) {
    this.byIdQuery = db
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .limit(1)
      .prepare('member_by_id');
  }

  async findByEmail(email: string): Promise<MemberRow | null> {
    const [member] = await this.db.select().from(members).where(eq(members.email, email)).limit(1);
    return member ?? null;
  }

  async findById(id: string): Promise<MemberRow | null> {
    const [member] = await this.byIdQuery.execute({ id });
    return member ?? null;
  }

  /**
   * Inserts the member, or answers which of the email and membership number is taken. A number is
   * taken for good once given, even after its member was deleted (issued_member_numbers).
   */
  async insert(member: NewMember): Promise<{ member: MemberRow } | { taken: 'email' | 'memberNumber' }> {
    try {
      return await this.db.transaction(async (tx) => {
        const issued = await tx
          .insert(issuedMemberNumbers)
          .values({ memberNumber: member.memberNumber })
          .onConflictDoNothing()
          .returning();
        if (issued.length === 0) return { taken: 'memberNumber' as const };
        const [created] = await tx.insert(members).values(member).returning();
        if (!created) throw new Error('INSERT … RETURNING answered no row');
        return { member: created };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'members_email_key') return { taken: 'email' };
      if (constraint === 'members_member_number_key') return { taken: 'memberNumber' };
      throw error;
    }
  }
}
