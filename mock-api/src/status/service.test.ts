import { describe, expect, it } from '@jest/globals';
import type { ActivityRepository } from './repository';
import { ActivityService } from './service';

/** A repository whose counts answer when the test says, recording when each read began. */
function controlledRepository() {
  const reads: { resolve: (count: number) => void; reject: (error: Error) => void }[] = [];
  const repository = {
    countSeenWithin: () =>
      new Promise<number>((resolve, reject) => {
        reads.push({ resolve, reject });
      }),
    touch: async () => undefined,
  } as unknown as ActivityRepository;
  return { reads, service: new ActivityService(repository) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ActivityService.status', () => {
  it('polls arriving during a read share the next read, begun after it ends', async () => {
    const { reads, service } = controlledRepository();
    const first = service.status();
    const during = [service.status(), service.status(), service.status()];
    expect(reads).toHaveLength(1);

    reads[0]!.resolve(3);
    expect(await first).toEqual({ activeUsers: 3 });
    await settle();
    // The polls that came while the first count was read get a count read after they came.
    expect(reads).toHaveLength(2);
    const late = service.status();
    reads[1]!.resolve(4);
    expect(await Promise.all(during)).toEqual([{ activeUsers: 4 }, { activeUsers: 4 }, { activeUsers: 4 }]);
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(5);
    expect(await late).toEqual({ activeUsers: 5 });

    // Nothing in flight: a new read.
    const alone = service.status();
    expect(reads).toHaveLength(4);
    reads[3]!.resolve(6);
    expect(await alone).toEqual({ activeUsers: 6 });
  });

  it('a failed read fails its own polls only; the queued ones read again', async () => {
    const { reads, service } = controlledRepository();
    const first = service.status();
    const queued = service.status();
    reads[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect(await queued).toEqual({ activeUsers: 2 });
  });
});
