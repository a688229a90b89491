import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n';
import { QueryState, type QueryResultState } from './QueryState';

initI18n('en');

const show = (query: QueryResultState, onRetry = () => {}) =>
  render(
    <QueryState query={query} errorMessage="Could not load." onRetry={onRetry} loadingLabel="Loading…">
      <p>Content</p>
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a spinner while nothing is there for the current arguments', () => {
    show({ isFetching: true, isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });

  it('keeps the content on screen while it is fetched again', () => {
    show({ currentData: ['a'], isFetching: true, isError: false });
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the error with a retry when the current arguments failed', async () => {
    const retry = jest.fn();
    show({ isFetching: false, isError: true }, retry);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner, not the old error, while a retry runs; and content once it is there', () => {
    const { rerender } = show({ isFetching: true, isError: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <QueryState
        query={{ currentData: 1, isFetching: false, isError: false }}
        errorMessage="x"
        onRetry={() => {}}
      >
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
  });
});
