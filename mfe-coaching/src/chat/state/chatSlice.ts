import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '@qis/contract/api';

/**
 * One exchange on screen. `sending`: the question is being posted; `answering`: its answer is streaming;
 * then `done`, `stopped` (the member pressed Stop, what arrived is kept) or `failed` (retry offered).
 */
export type EntryStatus = 'sending' | 'answering' | 'done' | 'stopped' | 'failed';

/** Why an answer is missing, each with its own sentence on screen. */
export type ChatFailure = 'failed' | 'rate-limited' | 'interrupted';

export interface ChatEntry {
  /** Stable across the post: the server's id arrives later. */
  key: string;
  id: string | null;
  timestamp: string;
  human: string;
  ai: string;
  status: EntryStatus;
  failure: ChatFailure | null;
  /** Answers streamed during this visit are typed out; those read from the history show at once. */
  live: boolean;
  /** Counts the answers asked for this question: a retry types its new answer from the start. */
  attempt: number;
}

export interface ChatState {
  history: 'loading' | 'loaded' | 'error';
  entries: ChatEntry[];
  /** One question at a time: set from the send until its answer has arrived (or failed). */
  sending: boolean;
}

export const initialChatState: ChatState = { history: 'loading', entries: [], sending: false };

/** History entries as the screen shows them; an answer left pending or half-made elsewhere can be asked again. */
export function entryOfHistory(message: ChatMessage, index: number): ChatEntry {
  const status = message.status ?? 'done';
  const unfinished = status === 'pending' || status === 'answering';
  return {
    key: message.id ?? `history-${index}-${message.timestamp}`,
    id: message.id ?? null,
    timestamp: message.timestamp,
    human: message.human,
    ai: message.ai,
    status: unfinished ? 'failed' : status,
    failure: status === 'failed' ? 'failed' : unfinished ? 'interrupted' : null,
    live: false,
    attempt: 0,
  };
}

const entryOf = (state: ChatState, key: string) => state.entries.find((entry) => entry.key === key);

export const chatSlice = createSlice({
  name: 'coachingChat',
  initialState: initialChatState,
  reducers: {
    historyRequested(state) {
      state.history = 'loading';
    },
    historyLoaded(state, action: PayloadAction<ChatMessage[]>) {
      state.history = 'loaded';
      state.entries = action.payload.map(entryOfHistory);
      state.sending = false;
    },
    historyFailed(state) {
      state.history = 'error';
      state.sending = false;
    },
    sendStarted(state, action: PayloadAction<{ key: string; human: string; timestamp: string }>) {
      state.entries.push({
        ...action.payload,
        id: null,
        ai: '',
        status: 'sending',
        failure: null,
        live: true,
        attempt: 0,
      });
      state.sending = true;
    },
    /** A new answer for an entry: its id (known after the post), an empty text, the typewriter on. */
    answerStarted(state, action: PayloadAction<{ key: string; id: string }>) {
      const entry = entryOf(state, action.payload.key);
      if (!entry) return;
      Object.assign(entry, { id: action.payload.id, ai: '', status: 'answering', failure: null, live: true });
      state.sending = true;
    },
    retryStarted(state, action: PayloadAction<{ key: string }>) {
      const entry = entryOf(state, action.payload.key);
      if (!entry) return;
      Object.assign(entry, {
        ai: '',
        status: 'sending',
        failure: null,
        live: true,
        attempt: entry.attempt + 1,
      });
      state.sending = true;
    },
    answerGrew(state, action: PayloadAction<{ key: string; text: string }>) {
      const entry = entryOf(state, action.payload.key);
      if (entry) entry.ai = action.payload.text;
    },
    answerEnded(state, action: PayloadAction<{ key: string; text: string; stopped: boolean }>) {
      const entry = entryOf(state, action.payload.key);
      state.sending = false;
      if (!entry) return;
      entry.ai = action.payload.text;
      entry.status = action.payload.stopped ? 'stopped' : 'done';
    },
    answerFailed(state, action: PayloadAction<{ key: string; failure: ChatFailure; text?: string }>) {
      const entry = entryOf(state, action.payload.key);
      state.sending = false;
      if (!entry) return;
      entry.status = 'failed';
      entry.failure = action.payload.failure;
      if (action.payload.text !== undefined) entry.ai = action.payload.text;
    },
  },
});

export const {
  historyRequested,
  historyLoaded,
  historyFailed,
  sendStarted,
  answerStarted,
  retryStarted,
  answerGrew,
  answerEnded,
  answerFailed,
} = chatSlice.actions;
