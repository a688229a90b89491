import { dayOf } from '@qis/contract';
import { baseApi, contractQuery, contractUrl } from '@qis/shared';
import type {
  ChatMessage,
  ChatSendRequest,
  ChatSendResponseBody as ChatSendResponse,
} from '@qis/contract/api';

/** The chat's calls; the answer itself is streamed by `streamCompletion` (see useChat). */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coachingChatHistory: build.query<ChatMessage[], void>({
      query: () => contractQuery('GET /api/chat/history'),
      providesTags: ['ChatHistory'],
      // The screen keeps its own copy of the conversation; each opening asks the server afresh.
      keepUnusedDataFor: 0,
    }),
    coachingSendChatMessage: build.mutation<ChatSendResponse, ChatSendRequest>({
      query: (body) => contractQuery('POST /api/chat/message', { body }),
    }),
    // No tag invalidation: the screen reloads the history itself once the delete is done, in that order.
    coachingDeleteChatHistory: build.mutation<void, void>({
      query: () => contractQuery('DELETE /api/chat/history'),
    }),
  }),
});

export const {
  useLazyCoachingChatHistoryQuery,
  useCoachingSendChatMessageMutation,
  useCoachingDeleteChatHistoryMutation,
} = chatApi;

/**
 * The URL of an answer's stream, with the member's today as their device counts it, so "today" and
 * "yesterday" in an answer from the diary are the diary's days, near midnight too (the server's clock
 * is UTC).
 */
export const answerStreamUrl = (id: string, now: Date = new Date()) =>
  `${contractUrl('GET /api/chat/message/{id}', { id })}?today=${dayOf(now, 'local')}`;
