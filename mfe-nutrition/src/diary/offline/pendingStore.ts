import type { DiaryEntryRequest, DiaryMealAddRequest } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/** "Add this saved meal to the day" (POST /api/diary/meals/{id}/add): its client id makes a replay add nothing more. */
export type MealAddWrite = DiaryMealAddRequest & { kind: 'meal'; mealId: string; locale: Locale };

/** A diary write: one entry, or a saved meal's entries at once. */
export type DiaryWrite = DiaryEntryRequest | MealAddWrite;

/** A write the API could not take yet, with what the page shows of it meanwhile. */
export interface PendingWrite {
  request: DiaryWrite;
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
