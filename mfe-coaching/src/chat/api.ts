import { baseApi, type ChatMessage, type ChatSendRequest, type ChatSendResponse } from '@qis/shared';

/** The chat's calls; the answer itself is streamed by `streamCompletion` (see useChat). */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coachingChatHistory: build.query<ChatMessage[], void>({
      query: () => '/chat/history',
      providesTags: ['ChatHistory'],
      // The screen keeps its own copy of the conversation; each opening asks the server afresh.
      keepUnusedDataFor: 0,
    }),
    coachingSendChatMessage: build.mutation<ChatSendResponse, ChatSendRequest>({
      query: (body) => ({ url: '/chat/message', method: 'POST', body }),
    }),
    // No tag invalidation: the screen reloads the history itself once the delete is done, in that order.
    coachingDeleteChatHistory: build.mutation<void, void>({
      query: () => ({ url: '/chat/history', method: 'DELETE' }),
    }),
  }),
});

export const {
  useLazyCoachingChatHistoryQuery,
  useCoachingSendChatMessageMutation,
  useCoachingDeleteChatHistoryMutation,
} = chatApi;

/** The path of an answer's stream, relative to the API base. */
export const answerStreamPath = (id: string) => `/chat/message/${encodeURIComponent(id)}`;
