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
  private counting: Promise<number> | null = null;

  constructor(
    private readonly repository: ActivityRepository,
    private readonly options: ActivityOptions = DEFAULT_ACTIVITY_OPTIONS,
  ) {}

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
    // The polls that arrive while a count waits or runs share it: who is online, milliseconds ago,
    // is the same answer, and every page's poll then costs one query per round trip instead of one
    // each. The count waits for the end of this turn of the event loop (as dataVersions.ts does), so
    // the polls parsed in it share it even on PGlite, which answers within microtasks.
    this.counting ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.count())
      .finally(() => {
        this.counting = null;
      });
    return { activeUsers: await this.counting };
  }

  private async count(): Promise<number> {
    return (await this.repository.countSeenWithin(this.options.onlineWindowSeconds)).count;
  }

  private forgetOlderThan(limit: number): void {
    for (const [memberId, at] of this.lastWrite) if (at < limit) this.lastWrite.delete(memberId);
  }
}
