import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useStore } from 'react-redux';
import { httpStatusOf, streamCompletion, StreamError, useLocale } from '@qis/shared';
import { showErrorToast } from '@qis/shared/ui';
import {
  answerStreamUrl,
  useCoachingDeleteChatHistoryMutation,
  useCoachingSendChatMessageMutation,
  useLazyCoachingChatHistoryQuery,
} from '../api';
import {
  answerEnded,
  answerFailed,
  answerGrew,
  answerStarted,
  chatSlice,
  historyFailed,
  historyLoaded,
  historyRequested,
  initialChatState,
  retryStarted,
  sendStarted,
  type ChatFailure,
} from './chatSlice';

/** The API's answer to too many questions a minute. */
const RATE_LIMITED = 429;

function failureOf(error: unknown): ChatFailure {
  return httpStatusOf(error) === RATE_LIMITED ? 'rate-limited' : 'failed';
}

let keys = 0;
const nextKey = () => `local-${Date.now()}-${(keys += 1)}`;

/**
 * The chat's states: the history loads on open; a send adds the question with its loading state,
 * posts it, then streams the answer into it; Stop aborts the stream and keeps what arrived; a failed
 * answer can be asked again; deleting shows the loading state, deletes, then reloads the history.
 */
export function useChat() {
  const store = useStore();
  const locale = useLocale();
  const [state, dispatch] = useReducer(chatSlice.reducer, initialChatState);
  const [fetchHistory] = useLazyCoachingChatHistoryQuery();
  const [postMessage] = useCoachingSendChatMessageMutation();
  const [deleteHistory] = useCoachingDeleteChatHistoryMutation();
  // Read synchronously: two Enters in one frame must not both pass while the state has not re-rendered yet.
  const busy = useRef(false);
  const stream = useRef<AbortController | null>(null);

  const loadHistory = useCallback(async () => {
    dispatch(historyRequested());
    try {
      dispatch(historyLoaded(await fetchHistory().unwrap()));
    } catch {
      dispatch(historyFailed());
    }
  }, [fetchHistory]);

  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);
  // Leaving the screen stops the answer; the server keeps what it made.
  useEffect(() => () => stream.current?.abort(), []);

  /** The Stop button's handle on the answer under way, from the send on. */
  const startStream = useCallback(() => {
    const controller = new AbortController();
    stream.current = controller;
    return controller;
  }, []);

  const streamAnswer = useCallback(
    async (key: string, id: string, controller: AbortController) => {
      dispatch(answerStarted({ key, id }));
      try {
        const { text, stopped } = await streamCompletion(answerStreamUrl(id), {
          store,
          signal: controller.signal,
          onDelta: (_delta, text) => dispatch(answerGrew({ key, text })),
        });
        dispatch(answerEnded({ key, text, stopped }));
      } catch (error) {
        const text = error instanceof StreamError ? error.partialText : undefined;
        dispatch(answerFailed({ key, failure: failureOf(error), text }));
      } finally {
        if (stream.current === controller) stream.current = null;
      }
    },
    [store],
  );

  const ask = useCallback(
    async (key: string, message: string, controller: AbortController) => {
      try {
        const { id } = await postMessage({ message, locale }).unwrap();
        // A Stop pressed during the post ends the answer before it starts (streamCompletion sees the abort).
        await streamAnswer(key, id, controller);
      } catch (error) {
        dispatch(answerFailed({ key, failure: failureOf(error) }));
      } finally {
        busy.current = false;
      }
    },
    [locale, postMessage, streamAnswer],
  );

  /** Sends a question; false (and nothing happens) while another is in progress or when it is blank. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || busy.current) return false;
      busy.current = true;
      const key = nextKey();
      dispatch(sendStarted({ key, human: message, timestamp: new Date().toISOString() }));
      void ask(key, message, startStream());
      return true;
    },
    [ask, startStream],
  );

  /** Asks again for a failed answer: the same stored question when the server has it, else a new post. */
  const retry = useCallback(
    (key: string) => {
      const entry = state.entries.find((candidate) => candidate.key === key);
      if (!entry || busy.current) return;
      busy.current = true;
      dispatch(retryStarted({ key }));
      const controller = startStream();
      if (!entry.id) {
        void ask(key, entry.human, controller);
        return;
      }
      void streamAnswer(key, entry.id, controller).finally(() => {
        busy.current = false;
      });
    },
    [ask, startStream, state.entries, streamAnswer],
  );

  const stop = useCallback(() => stream.current?.abort(), []);

  const clearHistory = useCallback(async () => {
    stream.current?.abort();
    dispatch(historyRequested());
    try {
      await deleteHistory().unwrap();
    } catch {
      showErrorToast();
    }
    await loadHistory();
  }, [deleteHistory, loadHistory]);

  return { state, send, retry, stop, clearHistory, reloadHistory: loadHistory };
}
