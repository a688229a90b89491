import { act } from '@testing-library/react';

/** One server-sent event carrying a piece of the answer, as the API writes it (OpenAI's chunk shape). */
export const completionChunk = (content: string): string =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** The event that ends an answer. */
export const COMPLETION_DONE = 'data: [DONE]\n\n';

/** A 200 answer streaming `body` as server-sent events. */
export const eventStreamResponse = (body: BodyInit): Response =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

/** How a piecewise body ends once its pieces are out: closed, broken by the network, or held open. */
export type StreamEnd = 'close' | 'error' | 'hang';

/** A body that hands out `pieces` one read at a time, then ends as `end` says. */
export function piecewiseBody(pieces: Uint8Array[], end: StreamEnd = 'close'): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else if (end === 'close') controller.close();
      else if (end === 'error') controller.error(new TypeError('network connection lost'));
      else return new Promise<void>(() => undefined);
    },
  });
}

/** The text's UTF-8 bytes cut at the given byte offsets (a cut inside a character splits it, as networks do). */
export function bytesCutAt(text: string, cuts: number[] = []): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length), bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

/** The text's UTF-8 bytes in pieces of `size` bytes. */
export function bytesEvery(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.slice(start, start + size));
  return pieces;
}

/** A whole answer in one go. */
export const answeredStream = (text: string): Response =>
  eventStreamResponse(`${completionChunk(text)}${COMPLETION_DONE}`);

/**
 * An answer the test streams by hand: events are written when the test says, as a server producing
 * them would; `cancelled` turns true once the page stops reading (Stop, leaving the screen).
 */
export function heldEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      controller = stream;
    },
    cancel() {
      controller = null;
    },
  });
  const write = (text: string) => controller?.enqueue(encoder.encode(text));
  return {
    response: () => eventStreamResponse(body),
    get cancelled() {
      return controller === null;
    },
    send: (content: string) => act(async () => write(completionChunk(content))),
    done: () =>
      act(async () => {
        write(COMPLETION_DONE);
        controller?.close();
      }),
    fail: () =>
      act(async () => {
        write('event: error\ndata: {"error":"assistant-failed","message":"No answer"}\n\n');
        controller?.close();
      }),
  };
}
