import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake server saw it. */
export interface SeenRequest {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> & { messages: { role: string; content: string | null }[]; stream?: boolean };
}

export type Responder = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A small OpenAI-compatible server on loopback (port 0) for tests: each request is answered by the
 * next responder of the script, and remembered.
 */
export class FakeOpenAiServer {
  readonly requests: SeenRequest[] = [];
  private readonly script: Responder[] = [];
  private readonly open = new Set<ServerResponse>();
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next requests' answers, in order. */
  reply(...responders: Responder[]): this {
    this.script.push(...responders);
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.open) response.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.open.add(response);
    response.on('close', () => this.open.delete(response));
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const seen: SeenRequest = {
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(text) as SeenRequest['body'],
    };
    this.requests.push(seen);
    const responder = this.script.shift();
    if (!responder) {
      response.writeHead(500).end('no scripted answer');
      return;
    }
    await responder(seen, response);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A non-streamed completion answer. */
export const json =
  (message: Record<string, unknown>): Responder =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        choices: [{ index: 0, message, finish_reason: 'stop' }],
      }),
    );
  };

/**
 * A streamed completion: each delta as one SSE event, written in small slices, then [DONE]. `pauseMs`
 * waits between events, as a model that writes slowly does.
 */
export const stream =
  (
    deltas: Record<string, unknown>[],
    { done = true, stallAfter, pauseMs = 0 }: { done?: boolean; stallAfter?: number; pauseMs?: number } = {},
  ): Responder =>
  async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [index, delta] of deltas.entries()) {
      if (stallAfter !== undefined && index === stallAfter) return; // never ends: a stalled stream
      const event = `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
      // Events cut across writes, as networks do.
      const middle = Math.floor(event.length / 2);
      response.write(event.slice(0, middle));
      await sleep(2);
      response.write(event.slice(middle));
      if (pauseMs > 0) await sleep(pauseMs);
    }
    if (done) response.write('data: [DONE]\n\n');
    response.end();
  };

export const status =
  (code: number, body = '{"error":{"message":"model overloaded"}}'): Responder =>
  (_request, response) => {
    response.writeHead(code, { 'content-type': 'application/json' }).end(body);
  };

export const garbage: Responder = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
};

/** Answers nothing, ever (the socket stays open until the server stops). */
export const silent: Responder = () => undefined;
