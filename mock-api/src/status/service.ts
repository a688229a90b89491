import type { StatusResponse } from '@qis/shared/api-types';
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
  /** The count being read, and the one every poll arriving meanwhile waits for. */
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

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

  /**
   * Every page polls this: polls arriving while a count is being read share the next one, begun once
   * that read ends, so one read answers them all and each poll still gets a count read after it
   * arrived (its own member's visit included).
   */
  async status(): Promise<StatusResponse> {
    return { activeUsers: await this.sharedCount() };
  }

  private sharedCount(): Promise<number> {
    if (this.running === null) return this.readCount();
    const next = () => {
      this.queued = null;
      return this.readCount();
    };
    this.queued ??= this.running.then(next, next);
    return this.queued;
  }

  private readCount(): Promise<number> {
    const read = this.repository.countSeenWithin(this.options.onlineWindowSeconds);
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = null;
    };
    read.then(done, done);
    return read;
  }

  private forgetOlderThan(limit: number): void {
    for (const [memberId, at] of this.lastWrite) if (at < limit) this.lastWrite.delete(memberId);
  }
}
