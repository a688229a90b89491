import {
  chatCompletion,
  chatCompletionStream,
  OpenAiError,
  type ChatMessage,
  type OpenAiSettings,
  type ToolCall,
} from '../../openai/client';
import type { AssistantLogger } from '../createAssistant';
import type { EmbeddedAssistant } from '../embeddedProvider';
import { splitIntoPieces } from '../pieces';
import type { AssistantProvider, AssistantRequest, ChatLocale } from '../provider';
import { questionMessage, systemPrompt } from './prompt';
import { runTool, TOOLS } from './tools';

/** Rounds of tool calls a question may take before the model must answer in text. */
export const MAX_TOOL_ROUNDS = 3;

/**
 * A model behind any OpenAI-compatible `/v1/chat/completions` (a hosted model, Ollama, vLLM,
 * llama.cpp's server), answering from the product's knowledge as function tools.
 *
 * The first call is not streamed: that is where a model asks for tools, and some servers (Ollama
 * in OpenAI mode) drop tool calls from a stream. After the tools ran, the answer is streamed; a
 * streamed round that asks for more tools (tool-call deltas) runs them too, up to the bound, and the
 * last round offers no tools, so the model has to answer. A failure, a timeout, garbage or an empty
 * answer falls back to the embedded assistant's answer to the same question, and the log says so.
 * A question the safety layer refers never reaches the model: the embedded referral answers it.
 */
export class OpenAiAssistant implements AssistantProvider {
  readonly name = 'openai-compatible';

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly embedded: EmbeddedAssistant,
    private readonly logger: AssistantLogger,
  ) {}

  async *answer(request: AssistantRequest, signal: AbortSignal): AsyncGenerator<string> {
    if (signal.aborted) return;
    const { locale, referral } = await this.embedded.understand(request);
    if (referral !== null) {
      yield* this.embedded.answer(request, signal);
      return;
    }
    let produced = false;
    try {
      for await (const piece of this.fromModel(request, locale, signal)) {
        produced = true;
        yield piece;
      }
      if (!produced && !signal.aborted) throw new OpenAiError('garbage', 'the model gave an empty answer');
    } catch (error) {
      if (signal.aborted) return;
      const reason = error instanceof OpenAiError ? error.reason : 'garbage';
      this.logger.warn(
        { reason, err: error instanceof Error ? error.message : String(error), model: this.settings.model },
        `assistant model failed (${reason}): answering with the embedded assistant instead`,
      );
      if (produced) yield '\n\n';
      yield* this.embedded.answer(request, signal);
    }
  }

  private async *fromModel(
    request: AssistantRequest,
    locale: ChatLocale,
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    const { model } = this.settings;
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(locale) },
      questionMessage(request.question),
    ];
    const first = await chatCompletion(
      this.settings,
      { model, messages, tools: TOOLS, tool_choice: 'auto', temperature: 0.2 },
      signal,
    );
    if (first.toolCalls.length === 0) {
      yield* splitIntoPieces(first.content?.trim() ?? '');
      return;
    }
    await this.runTools(messages, first.content, first.toolCalls, request, locale);
    for (let round = 1; round <= MAX_TOOL_ROUNDS; round += 1) {
      const lastRound = round === MAX_TOOL_ROUNDS;
      const calls = new Map<number, { id?: string; name: string; arguments: string }>();
      let wrote = false;
      for await (const delta of chatCompletionStream(
        this.settings,
        lastRound
          ? { model, messages, temperature: 0.2 }
          : { model, messages, tools: TOOLS, tool_choice: 'auto', temperature: 0.2 },
        signal,
      )) {
        if (delta.content !== '') {
          wrote = true;
          yield delta.content;
        }
        for (const part of delta.toolCalls) {
          const call = calls.get(part.index) ?? { name: '', arguments: '' };
          if (part.id) call.id = part.id;
          if (part.name) call.name += part.name;
          if (part.arguments) call.arguments += part.arguments;
          calls.set(part.index, call);
        }
      }
      if (wrote || calls.size === 0) return;
      const toolCalls: ToolCall[] = [...calls.entries()].map(([index, call]) => ({
        id: call.id ?? `call_${round}_${index}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      }));
      await this.runTools(messages, null, toolCalls, request, locale);
    }
  }

  private async runTools(
    messages: ChatMessage[],
    content: string | null,
    calls: ToolCall[],
    request: AssistantRequest,
    locale: ChatLocale,
  ): Promise<void> {
    messages.push({ role: 'assistant', content, tool_calls: calls });
    for (const call of calls) {
      const result = await runTool(
        this.embedded.knowledge,
        request.memberId,
        locale,
        call.function.name,
        call.function.arguments,
      ).catch((error: unknown) => ({ error: error instanceof Error ? error.message : 'the tool failed' }));
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
}
