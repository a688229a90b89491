import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Footer } from './Footer';
import { installFakeApi, jsonResponse, renderWithPortal, storeSession } from '@qis/shared/testing';

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
    const { callsTo } = installFakeApi(({ path }) =>
      path === '/api/status' ? jsonResponse(200, { activeUsers }) : jsonResponse(404, {}),
    );
    renderWithPortal(<Footer />, { bare: true, signIn: false, path: '/home' });
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
    installFakeApi(() => jsonResponse(200, { activeUsers: 1 }));
    renderWithPortal(<Footer />, { bare: true, signIn: false, path: '/fr/home' });
    await flush();

    expect(screen.getByText('05-03-2026 08:07')).toHaveAttribute('datetime', '2026-03-05T08:07');
    expect(screen.getByText('Utilisateurs en ligne : 1')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText('05-03-2026 08:07')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('05-03-2026 08:08')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('05-03-2026 08:09')).toBeInTheDocument();
  });

  it.each([
    ['/fr/home', 'Utilisateurs en ligne : 1 234'],
    ['/de/home', '1.234'],
    ['/home', 'Users online: 1,234'],
  ])('writes the number of users as the language of %s does', async (path, text) => {
    installFakeApi(() => jsonResponse(200, { activeUsers: 1234 }));
    renderWithPortal(<Footer />, { bare: true, signIn: false, path });
    await flush();
    expect(screen.getByText(new RegExp(`${text.replace(/[.]/g, '\\.')}$`))).toBeInTheDocument();
  });

  it('shows a dash while the number of users is unknown', async () => {
    installFakeApi(() => jsonResponse(503, { error: 'unavailable', message: 'down' }));
    renderWithPortal(<Footer />, { bare: true, signIn: false, path: '/home' });
    await flush();
    expect(screen.getByText('Users online: –')).toBeInTheDocument();
  });
});
