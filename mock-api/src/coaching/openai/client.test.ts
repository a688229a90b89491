import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  chatCompletion,
  chatCompletionStream,
  completionsUrl,
  OpenAiError,
  type OpenAiSettings,
} from './client';
import { FakeOpenAiServer, garbage, json, silent, status, stream } from './testing/fakeOpenAiServer';

let server: FakeOpenAiServer;
let settings: OpenAiSettings;
beforeEach(async () => {
  server = await new FakeOpenAiServer().start();
  // Generous: a loaded CI machine can take seconds to answer on loopback; the failure cases set their own.
  settings = { baseUrl: server.baseUrl, model: 'test-model', apiKey: 'secret-key', timeoutMs: 15_000 };
});
afterEach(async () => {
  await server.stop();
});

const body = { model: 'test-model', messages: [{ role: 'user' as const, content: 'hi' }] };
const signal = () => new AbortController().signal;

async function collect(iterable: AsyncIterable<{ content: string }>) {
  const contents: string[] = [];
  for await (const delta of iterable) contents.push(delta.content);
  return contents;
}

describe('completionsUrl', () => {
  it('appends /v1/chat/completions, once', () => {
    expect(completionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('https://llm.example/v1/')).toBe('https://llm.example/v1/chat/completions');
  });
});

describe('chatCompletion', () => {
  it('posts the body with the bearer key and reads the first choice, tool calls included', async () => {
    server.reply(
      json({
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 't1', type: 'function', function: { name: 'lookup_food', arguments: '{"name":"banane"}' } },
        ],
      }),
    );
    const message = await chatCompletion(settings, body, signal());
    expect(message.toolCalls).toEqual([
      { id: 't1', type: 'function', function: { name: 'lookup_food', arguments: '{"name":"banane"}' } },
    ]);
    expect(server.requests[0]).toMatchObject({
      url: '/v1/chat/completions',
      authorization: 'Bearer secret-key',
      body: { model: 'test-model', stream: false },
    });
  });

  it.each([
    ['an HTTP error', status(503), 'http-error'],
    ['garbage', garbage, 'garbage'],
    ['JSON without choices', status(200, '{"object":"error"}'), 'garbage'],
    ['silence', silent, 'timeout'],
  ] as const)('fails with a reason on %s', async (_case, responder, reason) => {
    server.reply(responder);
    const error = await chatCompletion({ ...settings, timeoutMs: 300 }, body, signal()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OpenAiError);
    expect((error as OpenAiError).reason).toBe(reason);
  });
});

describe('chatCompletionStream', () => {
  it('yields the content deltas of events cut across writes, until [DONE]', async () => {
    server.reply(stream([{ role: 'assistant' }, { content: 'Une banane ' }, { content: 'a 8 QIS.' }]));
    expect((await collect(chatCompletionStream(settings, body, signal()))).join('')).toBe(
      'Une banane a 8 QIS.',
    );
    expect(server.requests[0]!.body.stream).toBe(true);
  });

  it('yields tool-call deltas with their index, name and argument pieces', async () => {
    server.reply(
      stream([
        { tool_calls: [{ index: 0, id: 'call_1', function: { name: 'lookup_food', arguments: '' } }] },
        { tool_calls: [{ index: 0, function: { arguments: '{"name":' } }] },
        { tool_calls: [{ index: 0, function: { arguments: '"apple"}' } }] },
      ]),
    );
    const parts = [];
    for await (const delta of chatCompletionStream(settings, body, signal())) parts.push(...delta.toolCalls);
    expect(parts).toEqual([
      { index: 0, id: 'call_1', name: 'lookup_food', arguments: '' },
      { index: 0, arguments: '{"name":' },
      { index: 0, arguments: '"apple"}' },
    ]);
  });

  it('fails on a stalled stream, an event that is not JSON and an HTTP error', async () => {
    server.reply(stream([{ content: 'Hello' }, { content: 'never' }], { stallAfter: 1 }));
    const pieces: string[] = [];
    const stalled = await (async () => {
      for await (const delta of chatCompletionStream({ ...settings, timeoutMs: 300 }, body, signal()))
        pieces.push(delta.content);
    })().catch((caught: unknown) => caught);
    expect(pieces).toEqual(['Hello']);
    expect((stalled as OpenAiError).reason).toBe('timeout');

    server.reply((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {not json\n\n');
    });
    await expect(collect(chatCompletionStream(settings, body, signal()))).rejects.toMatchObject({
      reason: 'garbage',
    });

    server.reply(status(401));
    await expect(collect(chatCompletionStream(settings, body, signal()))).rejects.toMatchObject({
      reason: 'http-error',
    });
  });

  it('ends quietly when the caller aborts', async () => {
    server.reply(stream([{ content: 'a' }, { content: 'b' }], { stallAfter: 1 }));
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const delta of chatCompletionStream(
      { ...settings, timeoutMs: 10_000 },
      body,
      controller.signal,
    )) {
      pieces.push(delta.content);
      controller.abort();
    }
    expect(pieces).toEqual(['a']);
  });
});
