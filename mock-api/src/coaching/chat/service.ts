import type { FastifyBaseLogger } from 'fastify';
import { ApiError, invalidField } from '../../http/apiError';
import type { AssistantProvider, ChatLocale } from '../assistant/provider';
import type { CoachingLimiter } from '../limits/limits';
import type { EventStream } from './eventStream';
import type { ChatRepository, ChatRow } from './repository';
import {
  MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatSendResponseBody as ChatSendResponse,
} from '@qis/contract/api';

/** The latest this many messages make one page of the history. */
export const HISTORY_PAGE = 100;

export interface ChatTimings {
  /** How often the growing answer is written to the database (and the least text a stop can lose on a crash). */
  progressMs: number;
  /** How often a stream following an answer produced elsewhere looks for more. */
  followPollMs: number;
  /** An answer that has not grown for this long is taken for abandoned by its producer. */
  stallMs: number;
}

export const DEFAULT_CHAT_TIMINGS: ChatTimings = { progressMs: 250, followPollMs: 150, stallMs: 30_000 };

const FINAL = new Set(['done', 'stopped', 'failed']);

const notFound = () => new ApiError(404, 'not-found', 'There is no such chat message in your conversation');

const codePoints = (text: string) => [...text].length;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** A history entry: every field the contract makes optional is present on the server's answers. */
export type ChatHistoryMessage = Required<Pick<ChatMessage, 'id' | 'timestamp' | 'human' | 'ai' | 'status'>>;

export const toChatMessage = (row: ChatRow): ChatHistoryMessage => ({
  id: row.id,
  timestamp: row.createdAt.toISOString(),
  human: row.question,
  ai: row.answer,
  status: row.status,
});

/** The chat's logic: questions stored at once, answers streamed from the assistant and kept as they grow. */
export class ChatService {
  /** The answers this instance is producing, stopped when the server closes. */
  private readonly producing = new Set<AbortController>();

  constructor(
    private readonly repository: ChatRepository,
    private readonly limiter: CoachingLimiter,
    private readonly assistant: AssistantProvider,
    private readonly timings: ChatTimings = DEFAULT_CHAT_TIMINGS,
  ) {}

  async send(memberId: string, message: string, locale: ChatLocale): Promise<ChatSendResponse> {
    const question = message.trim();
    if (codePoints(question) > MESSAGE_MAX_LENGTH) {
      throw invalidField('message', `must be at most ${MESSAGE_MAX_LENGTH} characters long`);
    }
    await this.limiter.take(memberId, 'chat');
    return { id: await this.repository.create(memberId, question, locale) };
  }

  async history(memberId: string, before?: string): Promise<ChatHistoryMessage[]> {
    const rows = await this.repository.history(memberId, HISTORY_PAGE, before ? new Date(before) : undefined);
    return rows.map(toChatMessage);
  }

  async deleteHistory(memberId: string): Promise<void> {
    await this.repository.deleteHistory(memberId);
  }

  /** The member's message, or 404 (also for another member's id, which must not be told apart). */
  async find(memberId: string, id: string): Promise<ChatRow> {
    const row = await this.repository.find(memberId, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Streams the answer of a message found by `find`: produces it when it is still to be answered
   * (or failed before), replays it when it is finished, and follows it when another request (maybe
   * on another instance) is producing it.
   */
  async stream(
    memberId: string,
    row: ChatRow,
    out: EventStream,
    log: FastifyBaseLogger,
    /** The member's today on their device, when the request says it. */
    today?: string,
  ): Promise<void> {
    if (row.status === 'pending' || row.status === 'failed') {
      const claimed = await this.repository.claim(memberId, row.id);
      if (claimed) return this.produce(memberId, claimed, out, log, today);
    }
    const current = await this.repository.find(memberId, row.id);
    if (!current) return out.fail('not-found', 'The message was deleted');
    if (FINAL.has(current.status)) return this.replay(current, out);
    return this.follow(memberId, current, out);
  }

  /** Stops every answer this instance is producing; what they produced is kept as stopped. */
  stopAll(): void {
    for (const controller of this.producing) controller.abort();
  }

  private replay(row: ChatRow, out: EventStream): void {
    if (row.answer !== '') out.content(row.answer);
    if (row.status === 'failed') {
      out.fail('assistant-failed', 'The assistant could not answer: open the stream again to retry');
    } else {
      out.done();
    }
  }

  private async produce(
    memberId: string,
    row: ChatRow,
    out: EventStream,
    log: FastifyBaseLogger,
    today: string | undefined,
  ) {
    const controller = new AbortController();
    const stop = () => controller.abort();
    out.closed.addEventListener('abort', stop, { once: true });
    this.producing.add(controller);
    let text = '';
    let savedAt = Date.now();
    let saving = Promise.resolve();
    const save = (snapshot: string) => {
      saving = saving
        .then(() => this.repository.saveProgress(row.id, snapshot))
        .catch((error: unknown) => log.warn({ err: error }, 'chat answer progress not saved'));
    };
    try {
      const pieces = this.assistant.answer(
        { question: row.question, pageLocale: row.locale, memberId, ...(today ? { today } : {}) },
        controller.signal,
      );
      for await (const piece of pieces) {
        if (controller.signal.aborted) break;
        if (piece === '') continue;
        text += piece;
        out.content(piece);
        if (Date.now() - savedAt >= this.timings.progressMs) {
          savedAt = Date.now();
          save(text);
        }
      }
      await saving;
      const status = controller.signal.aborted ? 'stopped' : 'done';
      await this.repository.finish(row.id, text, status);
      out.done();
    } catch (error) {
      log.error({ err: error, provider: this.assistant.name }, 'the assistant failed mid-answer');
      await saving;
      await this.repository
        .finish(row.id, text, 'failed')
        .catch((failure: unknown) => log.error({ err: failure }, 'chat answer not saved'));
      out.fail('assistant-failed', 'The assistant could not answer: open the stream again to retry');
    } finally {
      out.closed.removeEventListener('abort', stop);
      this.producing.delete(controller);
    }
  }

  /** Sends what another request produces, as the database shows it growing. */
  private async follow(memberId: string, row: ChatRow, out: EventStream): Promise<void> {
    let sent = 0;
    let current: ChatRow | null = row;
    let grewAt = Date.now();
    let lastSeen = row.answeredAt ?? row.createdAt;
    while (current && !out.closed.aborted) {
      if (current.answer.length > sent) {
        out.content(current.answer.slice(sent));
        sent = current.answer.length;
        grewAt = Date.now();
      }
      if (current.answeredAt && current.answeredAt > lastSeen) {
        lastSeen = current.answeredAt;
        grewAt = Date.now();
      }
      if (FINAL.has(current.status)) {
        if (current.status === 'failed') {
          return out.fail(
            'assistant-failed',
            'The assistant could not answer: open the stream again to retry',
          );
        }
        return out.done();
      }
      if (Date.now() - grewAt >= this.timings.stallMs) {
        await this.repository.abandon(current.id, lastSeen);
      }
      await wait(this.timings.followPollMs, out.closed);
      current = await this.repository.find(memberId, row.id);
    }
    if (!current) out.fail('not-found', 'The message was deleted');
  }
}
