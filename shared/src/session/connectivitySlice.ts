import { createSlice } from '@reduxjs/toolkit';

export interface ConnectivityState {
  /** False from a call that could not reach the API until one that could: the session is kept meanwhile. */
  apiReachable: boolean;
}

const initialState: ConnectivityState = { apiReachable: true };

/**
 * Whether the API answered the last call. Kept apart from the session: losing the network must never
 * look like losing the session (only a refresh the API refuses ends it).
 */
export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    connectionLost(state) {
      state.apiReachable = false;
    },
    connectionRestored(state) {
      state.apiReachable = true;
    },
  },
  selectors: {
    selectIsOffline: (state) => !state.apiReachable,
  },
});

export const { connectionLost, connectionRestored } = connectivitySlice.actions;
export const { selectIsOffline } = connectivitySlice.selectors;
