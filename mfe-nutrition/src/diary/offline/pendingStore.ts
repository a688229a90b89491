import type { DiaryEntryRequest } from '@qis/contract/api';

/** A write the API could not take yet, with what the page shows of it meanwhile. */
export interface PendingWrite {
  request: DiaryEntryRequest;
  name: string;
  /** The QIS the page computed while the member typed; the server's figure replaces it once sent. */
  qis: number | null;
}

/** Browser storage, so a reload keeps the writes; cleared with the rest at sign-out. */
export const PENDING_KEY = 'qis-diary-pending';

export function readPending(): PendingWrite[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingWrite[]) : [];
  } catch {
    return [];
  }
}

export function writePending(writes: readonly PendingWrite[]): void {
  if (writes.length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(writes));
}

export const addPending = (write: PendingWrite): void => writePending([...readPending(), write]);

export const removePending = (clientId: string): void =>
  writePending(readPending().filter((write) => write.request.clientId !== clientId));
