import type { StatusResponse } from '@qis/contract/api';
import type { ActivityRepository } from './repository';

export interface ActivityOptions {
  /** A member counts as online for this long after their last request. */
  onlineWindowSeconds: number;
  /** At most one write per member per this many seconds, per instance and in the database. */
  throttleSeconds: number;
}

export const DEFAULT_ACTIVITY_OPTIONS: ActivityOptions = { onlineWindowSeconds: 5 * 60, throttleSeconds: 30 };

/** Who is online, kept in the database so every API instance on it gives the same count. */
export class ActivityService {
  private readonly lastWrite = new Map<string, number>();
  /** The count and until when it holds, while no write happened (`keepCount` only). */
  private counted: { activeUsers: number; until: number } | null = null;
  private writes = 0;
  private counting: Promise<number> | null = null;

  /**
   * `keepCount`: this process sees every write to the database (one embedded PGlite, whose writes
   * reach `forgetCount`), so the count holds until a write or until the member seen longest ago
   * leaves the window; the status poll of every page then runs no query.
   */
  constructor(
    private readonly repository: ActivityRepository,
    private readonly options: ActivityOptions = DEFAULT_ACTIVITY_OPTIONS,
    private readonly keepCount = false,
  ) {}

  /** After any write to the database: a member seen, signed in, created or deleted. */
  forgetCount(): void {
    this.writes += 1;
    this.counted = null;
  }

  async touch(memberId: string): Promise<void> {
    const now = Date.now();
    const throttleMs = this.options.throttleSeconds * 1000;
    const last = this.lastWrite.get(memberId);
    if (last !== undefined && now - last < throttleMs) return;
    this.lastWrite.set(memberId, now);
    if (this.lastWrite.size > 10_000) this.forgetOlderThan(now - throttleMs);
    await this.repository.touch(memberId, this.options.throttleSeconds);
  }

  async status(): Promise<StatusResponse> {
    if (this.counted && Date.now() < this.counted.until) return { activeUsers: this.counted.activeUsers };
    // The polls that arrive while a count runs share it: who is online, milliseconds ago, is the
    // same answer, and every page's poll then costs one query per round trip instead of one each.
    this.counting ??= this.count().finally(() => {
      this.counting = null;
    });
    return { activeUsers: await this.counting };
  }

  private async count(): Promise<number> {
    const writes = this.writes;
    const windowMs = this.options.onlineWindowSeconds * 1000;
    const { count, oldestSeenMs } = await this.repository.countSeenWithin(this.options.onlineWindowSeconds);
    // A write during the query may not be counted: the next poll asks again.
    if (this.keepCount && writes === this.writes) {
      this.counted = {
        activeUsers: count,
        until: oldestSeenMs === null ? Infinity : oldestSeenMs + windowMs,
      };
    }
    return count;
  }

  private forgetOlderThan(limit: number): void {
    for (const [memberId, at] of this.lastWrite) if (at < limit) this.lastWrite.delete(memberId);
  }
}
