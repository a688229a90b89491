import { createParser } from 'eventsource-parser';
import type {
  ChatCompletionBody,
  ChatCompletionDelta,
  ChatCompletionMessage,
  OpenAiSettings,
  ToolCall,
} from './types';

export type * from './types';

/** Why a call to the model failed; the callers fall back to the embedded answer and log `reason`. */
export type OpenAiFailure = 'timeout' | 'http-error' | 'network' | 'garbage' | 'aborted';

export class OpenAiError extends Error {
  constructor(
    readonly reason: OpenAiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OpenAiError';
  }
}

/** `http://host:11434` → `…/v1/chat/completions`; `https://api.example/v1` → `…/v1/chat/completions`. */
export function completionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One deadline that can be pushed back (each streamed piece restarts the idle clock) and that also
 * follows the caller's signal. `signal` aborts on either.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;
  private readonly onOuterAbort = () => this.controller.abort();

  constructor(
    private readonly ms: number,
    private readonly outer: AbortSignal,
  ) {
    if (outer.aborted) this.controller.abort();
    else outer.addEventListener('abort', this.onOuterAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  }

  /** The error for an abort: the caller's own (aborted) or ours (timeout). */
  failure(error: unknown): OpenAiError {
    if (error instanceof OpenAiError) return error;
    if (this.timedOut) return new OpenAiError('timeout', `no answer within ${this.ms} ms`);
    if (this.outer.aborted) return new OpenAiError('aborted', 'the caller went away');
    return new OpenAiError('network', error instanceof Error ? error.message : String(error));
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer.removeEventListener('abort', this.onOuterAbort);
  }
}

async function post(
  settings: OpenAiSettings,
  body: ChatCompletionBody & { stream: boolean },
  signal: AbortSignal,
): Promise<Response> {
  const response = await fetch(completionsUrl(settings.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: body.stream ? 'text/event-stream' : 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 200);
    throw new OpenAiError('http-error', `HTTP ${response.status}${text ? `: ${text}` : ''}`);
  }
  return response;
}

function toolCallsOf(value: unknown): ToolCall[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((call): ToolCall[] => {
    if (!isRecord(call) || !isRecord(call.function) || typeof call.function.name !== 'string') return [];
    const args = call.function.arguments;
    return [
      {
        id: typeof call.id === 'string' ? call.id : `call_${call.function.name}`,
        type: 'function',
        function: {
          name: call.function.name,
          // Some servers send the arguments as an object rather than JSON text.
          arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}),
        },
      },
    ];
  });
}

/** A non-streamed completion: the first choice's message, or an OpenAiError. */
export async function chatCompletion(
  settings: OpenAiSettings,
  body: ChatCompletionBody,
  signal: AbortSignal,
): Promise<ChatCompletionMessage> {
  const deadline = new Deadline(settings.timeoutMs, signal);
  try {
    const response = await post(settings, { ...body, stream: false }, deadline.signal);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OpenAiError('garbage', `not JSON: ${text.slice(0, 80)}`);
    }
    const choice = isRecord(parsed) && Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
    if (!isRecord(choice) || !isRecord(choice.message)) {
      throw new OpenAiError('garbage', 'no choices[0].message in the answer');
    }
    const { content } = choice.message;
    return {
      content: typeof content === 'string' ? content : null,
      toolCalls: toolCallsOf(choice.message.tool_calls),
      finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
    };
  } catch (error) {
    throw deadline.failure(error);
  } finally {
    deadline.dispose();
  }
}

function deltaOf(data: string): ChatCompletionDelta {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new OpenAiError('garbage', `stream event is not JSON: ${data.slice(0, 80)}`);
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.choices)) {
    // An error object in the stream (vLLM and llama.cpp send one on failure).
    const detail = isRecord(parsed) && isRecord(parsed.error) ? String(parsed.error.message ?? '') : '';
    throw new OpenAiError('garbage', `stream event without choices${detail ? `: ${detail}` : ''}`);
  }
  const choice: unknown = parsed.choices[0];
  // Usage-only events (stream_options.include_usage) carry no choice.
  if (!isRecord(choice)) return { content: '', toolCalls: [], finishReason: null };
  const delta = isRecord(choice.delta) ? choice.delta : {};
  const toolCalls = Array.isArray(delta.tool_calls)
    ? delta.tool_calls.flatMap((call: unknown) => {
        if (!isRecord(call)) return [];
        const fn = isRecord(call.function) ? call.function : {};
        return [
          {
            index: typeof call.index === 'number' ? call.index : 0,
            ...(typeof call.id === 'string' ? { id: call.id } : {}),
            ...(typeof fn.name === 'string' ? { name: fn.name } : {}),
            ...(typeof fn.arguments === 'string' ? { arguments: fn.arguments } : {}),
          },
        ];
      })
    : [];
  return {
    content: typeof delta.content === 'string' ? delta.content : '',
    toolCalls,
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
  };
}

/**
 * A streamed completion: its deltas as they arrive, until `data: [DONE]` or the end of the body.
 * Throws an OpenAiError on an HTTP error, a first byte or a pause longer than the timeout, or an
 * event that is not a completion chunk; ends quietly when `signal` aborts.
 */
export async function* chatCompletionStream(
  settings: OpenAiSettings,
  body: ChatCompletionBody,
  signal: AbortSignal,
): AsyncGenerator<ChatCompletionDelta> {
  const deadline = new Deadline(settings.timeoutMs, signal);
  try {
    let response: Response;
    try {
      response = await post(settings, { ...body, stream: true }, deadline.signal);
    } catch (error) {
      throw deadline.failure(error);
    }
    if (!response.body) throw new OpenAiError('garbage', 'empty body');
    const pending: string[] = [];
    let done = false;
    const parser = createParser({
      onEvent: (event) => {
        if (event.data === '[DONE]') done = true;
        else if (!done) pending.push(event.data);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!done) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        // The idle clock runs while waiting for the server, not while our reader handles a piece.
        deadline.restart();
        try {
          chunk = await reader.read();
        } catch (error) {
          throw deadline.failure(error);
        }
        if (chunk.done) break;
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        while (pending.length > 0) yield deltaOf(pending.shift()!);
      }
      parser.feed(decoder.decode());
      while (pending.length > 0) yield deltaOf(pending.shift()!);
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  } finally {
    deadline.dispose();
  }
}
