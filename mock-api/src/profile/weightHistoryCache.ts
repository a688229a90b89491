import type { WeightEntry } from '@qis/shared/api-types';

/** Members whose history is kept; past it the least recently read ones are dropped. */
const MAX_MEMBERS = 10_000;

/**
 * Each member's weight history as last read, until a change to it is announced (see
 * weightHistoryChanges.ts: `forget` runs for every change the database announces, whichever process
 * made it). The history is read on every visit of the profile and changes only when its
 * member saves, so the database is spared the same read again and again.
 *
 * Tickets keep a read that raced a change from storing what it read: a read takes the ticket when it
 * misses, and `set` stores its history only if no change to that member was announced since.
 */
export class WeightHistoryCache {
  private readonly histories = new Map<string, WeightEntry[]>();
  /** Counts announced changes; a ticket is its value when a read began. */
  private changes = 0;
  /** The count at each member's latest announced change (a bounded number of members). */
  private readonly changedAt = new Map<string, number>();
  /**
   * The latest count dropped from `changedAt` (or of a `forgetAll`): for a member not in `changedAt`
   * the last change may be as recent as this, so a read that began earlier stores nothing.
   */
  private changedAtMost = 0;

  /** The cached history, or the ticket to store the one about to be read with `set`. */
  get(memberId: string): { history: WeightEntry[] } | { ticket: number } {
    const history = this.histories.get(memberId);
    if (history === undefined) return { ticket: this.changes };
    // A Map keeps insertion order: moved to the end, the first entry is the least recently read.
    this.histories.delete(memberId);
    this.histories.set(memberId, history);
    return { history };
  }

  set(memberId: string, history: WeightEntry[], ticket: number): void {
    if ((this.changedAt.get(memberId) ?? this.changedAtMost) > ticket) return;
    this.histories.set(memberId, history);
    if (this.histories.size > MAX_MEMBERS) {
      const oldest = this.histories.keys().next().value;
      if (oldest !== undefined) this.histories.delete(oldest);
    }
  }

  /** The member's history changed (or is about to): the next read goes to the database. */
  forget(memberId: string): void {
    this.histories.delete(memberId);
    this.changes += 1;
    // Re-inserted at the end, so the first entry always holds the smallest count.
    this.changedAt.delete(memberId);
    this.changedAt.set(memberId, this.changes);
    if (this.changedAt.size > MAX_MEMBERS) {
      const [oldest, count] = this.changedAt.entries().next().value ?? [];
      if (oldest !== undefined && count !== undefined) {
        this.changedAt.delete(oldest);
        this.changedAtMost = count;
      }
    }
  }

  /** Any history may have changed unannounced: nothing cached is kept, and reads in flight store nothing. */
  forgetAll(): void {
    this.histories.clear();
    this.changedAt.clear();
    this.changes += 1;
    this.changedAtMost = this.changes;
  }
}
