import { act } from '@testing-library/react';

/** One server-sent event carrying a piece of the answer, as the API writes it (OpenAI's chunk shape). */
export const completionChunk = (content: string): string =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** The event that ends an answer. */
export const COMPLETION_DONE = 'data: [DONE]\n\n';

/** A 200 answer streaming `body` as server-sent events. */
export const eventStreamResponse = (body: BodyInit): Response =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

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
