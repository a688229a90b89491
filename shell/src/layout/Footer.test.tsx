import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../test/network';
import { renderWithProviders } from '../test/render';
import { storeSession } from '../test/session';
import { Footer } from './Footer';

beforeEach(() => {
  localStorage.clear();
  storeSession();
  // Local time 5 March 2026, 08:07:30.
  jest.useFakeTimers({ now: new Date(2026, 2, 5, 8, 7, 30) });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets a fetch answer reach the screen: the store batches RTK Query's updates to the next frame. */
const flush = () => act(() => jest.advanceTimersByTimeAsync(50));

describe('footer', () => {
  it('asks for the users online at once, then every 60 s', async () => {
    let activeUsers = 7;
    const { callsTo } = mockFetch(({ path }) =>
      path === '/api/status' ? jsonResponse(200, { activeUsers }) : jsonResponse(404, {}),
    );
    renderWithProviders(<Footer />, { path: '/home' });
    await flush();

    expect(callsTo('/api/status')).toHaveLength(1);
    expect(callsTo('/api/status')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByText('Users online: 7')).toBeInTheDocument();

    activeUsers = 9;
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(callsTo('/api/status')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await flush();
    expect(callsTo('/api/status')).toHaveLength(2);
    expect(screen.getByText('Users online: 9')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(callsTo('/api/status')).toHaveLength(3);
  });

  it('shows the date and time as DD-MM-YYYY HH:mm and moves on at the minute boundary', async () => {
    mockFetch(() => jsonResponse(200, { activeUsers: 1 }));
    renderWithProviders(<Footer />, { path: '/fr/home' });
    await flush();

    expect(screen.getByText('05-03-2026 08:07')).toBeInTheDocument();
    expect(screen.getByText('Utilisateurs en ligne : 1')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText('05-03-2026 08:07')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('05-03-2026 08:08')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('05-03-2026 08:09')).toBeInTheDocument();
  });

  it('shows a dash while the number of users is unknown', async () => {
    mockFetch(() => jsonResponse(503, { error: 'unavailable', message: 'down' }));
    renderWithProviders(<Footer />, { path: '/home' });
    await flush();
    expect(screen.getByText('Users online: –')).toBeInTheDocument();
  });
});
