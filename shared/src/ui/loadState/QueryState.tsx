import type { ReactNode } from 'react';
import { LoadState } from './LoadState';

/** What QueryState reads of an RTK Query hook's result (a query's or a lazy query's). */
export interface QueryResultState {
  /** The data for the hook's current arguments: undefined while other arguments' data is still shown. */
  currentData?: unknown;
  isFetching: boolean;
  isError: boolean;
}

export interface QueryStateProps {
  /** The hook's result, as it comes: `useXQuery(arg)` or the second item of `useLazyXQuery()`. */
  query: QueryResultState;
  /** The screen's own sentence, e.g. the tip of the day's "could not load" text. */
  errorMessage: string;
  onRetry: () => void;
  loadingLabel?: string;
  children: ReactNode;
}

/**
 * The one way a screen shows a query's state: a spinner while nothing is there yet for the current
 * arguments (a first load, another category or language), the error with a retry when that failed,
 * else the content. A background refetch of what is shown (after a save, a repeated search) keeps it
 * on screen rather than flashing a spinner.
 */
export function QueryState({ query, children, ...messages }: QueryStateProps) {
  const nothingYet = query.currentData === undefined;
  return (
    <LoadState
      isLoading={query.isFetching && nothingYet}
      isError={query.isError && !query.isFetching && nothingYet}
      {...messages}
    >
      {children}
    </LoadState>
  );
}
