import { Type, type Static } from 'typebox';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { LOCALES } from '../locales';
import { NOT_BLANK } from './errors';

export const CHAT_LOCALE_VALUES = LOCALES;

/** The question's limit, counted after trimming. */
export const MESSAGE_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

export const ChatSendBody = Type.Object(
  {
    message: Type.String({
      minLength: 1,
      // Surrounding spaces do not count against the limit: the service checks the trimmed length.
      maxLength: 2 * MESSAGE_MAX_LENGTH,
      pattern: NOT_BLANK,
      description: `The question: 1 to ${MESSAGE_MAX_LENGTH} characters after trimming`,
    }),
    locale: Type.Optional(
      Type.Enum([...CHAT_LOCALE_VALUES], {
        description:
          'The page’s locale: the answer’s language when the question’s own is unclear. ' +
          'Missing: the Accept-Language header’s, else English.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ChatSendResponse = Type.Object({
  id: Type.String({ format: 'uuid', description: 'Open GET /api/chat/message/{id} to stream the answer' }),
});

export const ChatStreamQuery = Type.Object(
  {
    today: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        maxLength: 10,
        description:
          'The member’s today on their device (YYYY-MM-DD), within a day of the server’s UTC day: what "today" ' +
          'and "yesterday" mean in an answer from the diary. Missing: the server’s UTC day.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ChatMessageParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
});

export const CHAT_STATUS_VALUES = ['pending', 'answering', 'done', 'stopped', 'failed'] as const;

export const ChatHistoryEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  timestamp: Type.String({ format: 'date-time', description: 'When the question was sent' }),
  human: Type.String({ description: 'The question' }),
  ai: Type.String({ description: 'The answer, or what was produced of it (plain text, line breaks as \\n)' }),
  status: Type.Enum([...CHAT_STATUS_VALUES], {
    description:
      'pending: not streamed yet; answering: being produced; done; stopped: the member left or stopped ' +
      'the stream, `ai` keeps what was produced; failed: the assistant failed (opening the stream again retries)',
  }),
});

export const ChatHistoryQuery = Type.Object(
  {
    before: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: 40,
        description: 'Only messages sent before this time: pass the oldest `timestamp` you have to page back',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ChatHistoryResponse = Type.Array(ChatHistoryEntry, {
  description: 'Oldest first: the latest 100 messages (before the cursor when one is given)',
});

export type ChatSendRequest = Static<typeof ChatSendBody>;
export type ChatSendResponseBody = Static<typeof ChatSendResponse>;
export type ChatHistoryEntryBody = Static<typeof ChatHistoryEntry>;

const { id: EntryId, status: EntryStatus, ...EXCHANGE } = ChatHistoryEntry.properties;

/**
 * One exchange as an app holds it: a history entry, or a question just sent (no id or status yet),
 * `loading` while its answer streams in (client only, never sent by the server).
 */
export const ChatMessageSchema = Type.Object({
  ...EXCHANGE,
  id: Type.Optional(EntryId),
  status: Type.Optional(EntryStatus),
  loading: Type.Optional(Type.Boolean({ description: 'Client only: the answer is being streamed' })),
});

/** One server-sent event of GET /api/chat/message/{id}, in the OpenAI chunk format; `[DONE]` ends it. */
export const ChatStreamChunkSchema = Type.Object({
  choices: Type.Array(Type.Object({ delta: Type.Object({ content: Type.Optional(Type.String()) }) })),
});

export type ChatStatus = (typeof CHAT_STATUS_VALUES)[number];
export type ChatMessage = Static<typeof ChatMessageSchema>;
export type ChatStreamChunk = Static<typeof ChatStreamChunkSchema>;
