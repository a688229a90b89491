import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export class ContactRepository {
  constructor(private readonly db: Db) {}

  async insert(message: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await this.db.insert(contactMessages).values(message).returning();
    if (!row) throw new Error('INSERT … RETURNING answered no row');
    return row;
  }

  async findById(id: string): Promise<ContactMessageRow | null> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return row ?? null;
  }

  async markDelivered(id: string): Promise<void> {
    await this.db
      .update(contactMessages)
      .set({ deliveredAt: sql`now()`, deliveryError: null })
      .where(eq(contactMessages.id, id));
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db
      .update(contactMessages)
      .set({ deliveryError: reason.slice(0, 1000) })
      .where(eq(contactMessages.id, id));
  }
}
