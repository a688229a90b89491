import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { ApiError, ChatStreamChunk } from '@qis/contract/api';
import { sessionFetch } from './sessionFetch';

/** What the stream needs of the app store: the session to read and the place to dispatch a refresh or a logout. */
export type StreamStore = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export interface StreamCompletionOptions {
  store: StreamStore;
  /** Aborting it (the member's Stop) ends the stream and resolves with what arrived. */
  signal?: AbortSignal;
  /** Each content delta as it arrives, with the whole text so far. */
  onDelta?: (delta: string, text: string) => void;
}

export interface StreamCompletionResult {
  /** The whole text: everything when `[DONE]` arrived, what arrived before the Stop otherwise. */
  text: string;
  stopped: boolean;
}

export type StreamErrorReason = 'http' | 'network' | 'incomplete' | 'server';

/** The stream could not give a whole answer; `partialText` is what arrived before it failed. */
export class StreamError extends Error {
  constructor(
    message: string,
    readonly reason: StreamErrorReason,
    readonly partialText = '',
    /** The HTTP status when the server refused the call. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}

/** The literal that ends an OpenAI-format stream (a plain string, not JSON). */
const DONE = '[DONE]';

/**
 * Reads a server-sent stream of OpenAI chunks (`data: {"choices":[{"delta":{"content":"…"}}]}`, then
 * `data: [DONE]`) from the API with `fetch`, since `EventSource` cannot send the bearer header.
 * The session's rules are the base query's own path (`sessionFetch`): an expired token refreshed
 * first, one refresh and retry on a 401, the session ended on a second, a network error (never a
 * sign-out) when the API cannot be reached. A malformed event is logged and skipped; a broken or
 * truncated stream rejects with a StreamError.
 */
export async function streamCompletion(
  url: string,
  { store, signal, onDelta }: StreamCompletionOptions,
): Promise<StreamCompletionResult> {
  let text = '';
  const stopped = () => ({ text, stopped: true });
  try {
    const response = await sessionFetch(
      store,
      new Request(url, { method: 'GET', credentials: 'same-origin', signal }),
    );
    // sessionFetch has ended the session already: the guard shows the sign-in.
    if (response.status === 401) throw new StreamError('Session expired', 'http', '', 401);
    if (!response.ok) throw await httpError(response);
    if (!response.body) throw new StreamError('The answer has no body', 'network');

    const events = response.body
      .pipeThrough(utf8Decoder())
      .pipeThrough(
        new EventSourceParserStream({
          onError: (error) => console.warn('Chat stream: unreadable event skipped', error),
        }),
      )
      .getReader();
    // A browser errors the body when the signal aborts; cancelling the reader as well ends a read that
    // waits on a body that does not (a stalled proxy, a test double), so Stop always takes effect.
    const cancel = () => void events.cancel().catch(() => undefined);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await events.read();
        if (done || signal?.aborted) break;
        if (value.data === DONE) {
          cancel();
          return { text, stopped: false };
        }
        if (value.event === 'error') throw new StreamError(serverMessage(value), 'server', text);
        const delta = contentOf(value);
        if (delta) {
          text += delta;
          onDelta?.(delta, text);
        }
      }
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    if (signal?.aborted) return stopped();
    throw new StreamError('The answer stopped before its end', 'incomplete', text);
  } catch (error) {
    if (signal?.aborted) return stopped();
    if (error instanceof StreamError) {
      // Keep what arrived: the screen shows it beside the error.
      throw error.partialText === text
        ? error
        : new StreamError(error.message, error.reason, text, error.status);
    }
    throw new StreamError(error instanceof Error ? error.message : String(error), 'network', text);
  }
}

async function httpError(response: Response): Promise<StreamError> {
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as Partial<ApiError>;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // A body that is not the API's JSON error: the status says enough.
  }
  return new StreamError(message, 'http', '', response.status);
}

/**
 * Bytes to text in streaming mode: a character whose UTF-8 bytes are split across two network
 * chunks is held back until its last byte arrives. (TextDecoderStream does the same, but is missing
 * from some test environments; this is its whole behaviour.)
 */
function utf8Decoder(): TransformStream<Uint8Array, string> {
  const decoder = new TextDecoder('utf-8');
  return new TransformStream({
    transform(chunk, controller) {
      const decoded = decoder.decode(chunk, { stream: true });
      if (decoded) controller.enqueue(decoded);
    },
    flush(controller) {
      const rest = decoder.decode();
      if (rest) controller.enqueue(rest);
    },
  });
}

/** The event's `choices[0].delta.content`; a malformed event is logged and yields nothing. */
function contentOf(event: EventSourceMessage): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(event.data);
  } catch {
    console.warn('Chat stream: an event that is not JSON was skipped', event.data);
    return '';
  }
  const content = (chunk as Partial<ChatStreamChunk> | null)?.choices?.[0]?.delta?.content;
  if (content === undefined) return '';
  if (typeof content !== 'string') {
    console.warn('Chat stream: an event without text content was skipped', event.data);
    return '';
  }
  return content;
}

function serverMessage(event: EventSourceMessage): string {
  try {
    const body = JSON.parse(event.data) as Partial<ApiError>;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Plain text: the message itself.
  }
  return event.data || 'The answer could not be made';
}
