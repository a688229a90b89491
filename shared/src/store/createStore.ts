import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { connectivitySlice } from '../session/connectivitySlice';
import { sessionSlice } from '../session/sessionSlice';
import { sessionPersistence } from '../session/persistSession';
import { reconnection } from '../session/reconnect';

/**
 * Remotes that need state of their own declare it here and inject it with
 * `rootReducer.inject(slice)` when their module loads, so the page keeps one store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- remotes extend it by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  connectivitySlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store factory: the shell creates the page's one store; a remote creates its own only when standalone. */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(sessionPersistence.middleware, reconnection.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
