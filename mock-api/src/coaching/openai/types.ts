/**
 * The part of the OpenAI chat-completions format the product speaks, as hosted models, Ollama, vLLM
 * and llama.cpp's server accept it.
 */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionBody {
  model: string;
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  tool_choice?: 'auto' | 'none';
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: 'json_object' | 'text' };
}

/** A non-streamed answer: the first choice's message. */
export interface ChatCompletionMessage {
  content: string | null;
  toolCalls: ToolCall[];
  finishReason: string | null;
}

/** One piece of a streamed answer: a content delta and/or tool-call deltas (by index). */
export interface ChatCompletionDelta {
  content: string;
  toolCalls: { index: number; id?: string; name?: string; arguments?: string }[];
  finishReason: string | null;
}

/** Where and how to reach the server. */
export interface OpenAiSettings {
  /** http(s) URL; `/v1/chat/completions` is appended (or `/chat/completions` when it already ends in /v1). */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** The first byte's deadline, and the longest silence between two streamed pieces. */
  timeoutMs: number;
}
