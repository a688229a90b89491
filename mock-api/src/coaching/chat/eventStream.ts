import type { FastifyReply } from 'fastify';
import type { ChatStreamChunk } from '@qis/contract/api';

/** A server-sent event stream in the OpenAI chunk format, written straight to the socket. */
export interface EventStream {
  /** One `data: {"choices":[{"delta":{"content":…}}]}` event. */
  content(text: string): void;
  /** `data: [DONE]` (a plain string, as OpenAI sends it), then the end. */
  done(): void;
  /** An `error` event (no [DONE]: the client knows the answer is incomplete), then the end. */
  fail(code: string, message: string): void;
  /** Aborts when the client goes away before the stream ended. */
  readonly closed: AbortSignal;
}

export const chunkEvent = (text: string): string => {
  const chunk: ChatStreamChunk = { choices: [{ delta: { content: text } }] };
  return `data: ${JSON.stringify(chunk)}\n\n`;
};

export const DONE_EVENT = 'data: [DONE]\n\n';

/**
 * Takes the response over from Fastify. Hijacked, the reply skips the onSend hooks, so nothing
 * compresses or buffers it: each event leaves with its own write. The headers already set (the
 * security headers) are kept. `X-Accel-Buffering: no` asks nginx-style proxies not to buffer it,
 * `no-transform` asks every proxy not to compress it.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  // Fastify keeps some headers of its own until it sends: carry them over (the raw writeHead would drop them).
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  reply.hijack();
  const response = reply.raw;
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableEnded) controller.abort();
  });
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  // Each event leaves in its own packet (no Nagle delay); injected test requests have no real socket.
  if (typeof response.socket?.setNoDelay === 'function') response.socket.setNoDelay(true);
  response.flushHeaders();

  const open = () => !response.writableEnded && !response.destroyed;
  const write = (event: string) => {
    if (open()) response.write(event);
  };
  const end = () => {
    if (open()) response.end();
  };
  return {
    content: (text) => write(chunkEvent(text)),
    done: () => {
      write(DONE_EVENT);
      end();
    },
    fail: (code, message) => {
      write(`event: error\ndata: ${JSON.stringify({ error: code, message })}\n\n`);
      end();
    },
    closed: controller.signal,
  };
}
