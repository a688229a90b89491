import type { Locale } from '@qis/contract';

/** The languages the portal speaks; an answer is always in one of them. */
export type ChatLocale = Locale;

export interface AssistantRequest {
  /** The member's question, as typed (1 to 2,000 characters): data, never instructions. */
  question: string;
  /** The page's locale: the answer's language when the question's own is unclear. */
  pageLocale: ChatLocale;
  memberId: string;
  /** The member's today on their device (YYYY-MM-DD), checked by the route; else the server's UTC day. */
  today?: string;
}

export interface AssistantProvider {
  readonly name: string;
  /** Yields the answer's text in pieces as produced; when `signal` aborts it stops early without throwing. */
  answer(request: AssistantRequest, signal: AbortSignal): AsyncIterable<string>;
}
