import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signIns } from '../db/schema';

/** How long a sign-in stays in the member's history: long enough to spot a stranger's, no longer. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** The member's successful sign-ins, kept for the member (the export shows them). */
export class SignInsRepository {
  constructor(private readonly db: Db) {}

  async record(memberId: string, address: string): Promise<void> {
    await this.db.insert(signIns).values({ memberId, address });
  }

  async listFor(memberId: string): Promise<{ signedInAt: Date; address: string }[]> {
    return this.db
      .select({ signedInAt: signIns.signedInAt, address: signIns.address })
      .from(signIns)
      .where(eq(signIns.memberId, memberId))
      .orderBy(asc(signIns.signedInAt));
  }

  async deleteOld(): Promise<void> {
    await this.db
      .delete(signIns)
      .where(lt(signIns.signedInAt, sql`now() - make_interval(days => ${SIGN_IN_HISTORY_DAYS})`));
  }
}
