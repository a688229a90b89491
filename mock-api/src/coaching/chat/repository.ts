import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, type ChatStatus } from '../../db/schema';
import type { ChatLocale } from '../assistant/provider';

export interface ChatRow {
  id: string;
  question: string;
  locale: ChatLocale;
  answer: string;
  status: ChatStatus;
  createdAt: Date;
  /** While answering: when the answer last grew; afterwards: when it ended. */
  answeredAt: Date | null;
}

const columns = {
  id: chatMessages.id,
  question: chatMessages.question,
  locale: chatMessages.locale,
  answer: chatMessages.answer,
  status: chatMessages.status,
  createdAt: chatMessages.createdAt,
  answeredAt: chatMessages.answeredAt,
};

type SelectedRow = Omit<ChatRow, 'locale' | 'status'> & { locale: string; status: string };
const toRow = (row: SelectedRow): ChatRow => row as ChatRow;

/**
 * Everything about a chat message lives here, never only in one process: the question is stored
 * when it is sent, the answer as it grows, so any API instance can stream, replay or resume it.
 */
export class ChatRepository {
  /** The latest messages (every chat visit): built once and prepared by name. */
  private readonly latestQuery;

  constructor(private readonly db: Db) {
    this.latestQuery = db
      .select(columns)
      .from(chatMessages)
      .where(eq(chatMessages.memberId, sql.placeholder('memberId')))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(sql.placeholder('limit'))
      .prepare('chat_latest');
  }

  /**
   * Timestamps are kept to the millisecond, the precision of the ISO strings the history answers and
   * takes back as its `before` cursor.
   */
  async create(memberId: string, question: string, locale: ChatLocale): Promise<string> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ memberId, question, locale, createdAt: sql`date_trunc('milliseconds', now())` })
      .returning({ id: chatMessages.id });
    return row!.id;
  }

  async find(memberId: string, id: string): Promise<ChatRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), eq(chatMessages.memberId, memberId)));
    return row ? toRow(row) : null;
  }

  /**
   * Takes a message to answer: pending (or failed, which a retry answers again) becomes answering
   * in one UPDATE, so of two requests for it, on one instance or two, exactly one gets it.
   */
  async claim(memberId: string, id: string): Promise<ChatRow | null> {
    const [row] = await this.db
      .update(chatMessages)
      .set({ status: 'answering', answer: '', answeredAt: sql`now()` })
      .where(
        and(
          eq(chatMessages.id, id),
          eq(chatMessages.memberId, memberId),
          inArray(chatMessages.status, ['pending', 'failed']),
        ),
      )
      .returning(columns);
    return row ? toRow(row) : null;
  }

  /** The answer so far, while it is being produced. */
  async saveProgress(id: string, answer: string): Promise<void> {
    await this.db
      .update(chatMessages)
      .set({ answer, answeredAt: sql`now()` })
      .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'answering')));
  }

  async finish(id: string, answer: string, status: 'done' | 'stopped' | 'failed'): Promise<void> {
    await this.db
      .update(chatMessages)
      .set({ answer, status, answeredAt: sql`now()` })
      .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'answering')));
  }

  /**
   * An answer whose producer went away (its instance stopped mid-answer) ends as failed, keeping
   * its text, so a retry can answer it again. Only when it has not grown since `lastSeen`.
   */
  async abandon(id: string, lastSeen: Date): Promise<void> {
    await this.db
      .update(chatMessages)
      .set({ status: 'failed' })
      .where(
        and(
          eq(chatMessages.id, id),
          eq(chatMessages.status, 'answering'),
          sql`date_trunc('milliseconds', ${chatMessages.answeredAt}) <= ${lastSeen.toISOString()}::timestamptz`,
        ),
      );
  }

  /** The latest `limit` messages before the cursor, oldest first. */
  async history(memberId: string, limit: number, before?: Date): Promise<ChatRow[]> {
    // The first page (every chat visit) is prepared by name; older pages are rarer and built each time.
    if (!before) return (await this.latestQuery.execute({ memberId, limit })).reverse().map(toRow);
    const rows = await this.db
      .select(columns)
      .from(chatMessages)
      .where(
        and(eq(chatMessages.memberId, memberId), before ? lt(chatMessages.createdAt, before) : undefined),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit);
    return rows.reverse().map(toRow);
  }

  async deleteHistory(memberId: string): Promise<number> {
    const deleted = await this.db
      .delete(chatMessages)
      .where(eq(chatMessages.memberId, memberId))
      .returning({ id: chatMessages.id });
    return deleted.length;
  }
}
