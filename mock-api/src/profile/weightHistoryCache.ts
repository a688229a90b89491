import type { WeightEntry } from '@qis/shared/api-types';

/** Members whose history is kept; past it the least recently read ones are dropped. */
const MAX_MEMBERS = 10_000;

/**
 * Each member's weight history as last read, until that member saves a weight. The history is read on
 * every visit of the profile and changes only when its member saves, so the embedded database (one
 * query at a time, in this process) is spared the same read again and again.
 *
 * Only for a database this process alone writes: embedded PGlite, whose folder one process holds. With
 * several API instances on PostgreSQL, a save through another instance would never reach this copy.
 */
export class WeightHistoryCache {
  private readonly histories = new Map<string, WeightEntry[]>();
  /** Bumped by every save, so a read that started before a save never stores what it read. */
  private readonly saves = new Map<string, number>();

  /** The cached history, or the ticket to store the one about to be read with `set`. */
  get(memberId: string): { history: WeightEntry[] } | { ticket: number } {
    const history = this.histories.get(memberId);
    if (history === undefined) return { ticket: this.saves.get(memberId) ?? 0 };
    // A Map keeps insertion order: moved to the end, the first entry is the least recently read.
    this.histories.delete(memberId);
    this.histories.set(memberId, history);
    return { history };
  }

  set(memberId: string, history: WeightEntry[], ticket: number): void {
    if ((this.saves.get(memberId) ?? 0) !== ticket) return;
    this.histories.set(memberId, history);
    if (this.histories.size > MAX_MEMBERS) {
      const oldest = this.histories.keys().next().value;
      if (oldest !== undefined) {
        this.histories.delete(oldest);
        this.saves.delete(oldest);
      }
    }
  }

  /** Before a save: the next read goes to the database, and reads in flight store nothing. */
  forget(memberId: string): void {
    this.histories.delete(memberId);
    this.saves.set(memberId, (this.saves.get(memberId) ?? 0) + 1);
  }
}
