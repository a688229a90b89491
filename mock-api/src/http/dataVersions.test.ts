import { describe, expect, it } from '@jest/globals';
import { DataVersions, type CountedVersions } from './dataVersions';

/** A read the test ends by hand: what each read asked, and the function that answers it. */
function controlledReads() {
  const reads: {
    memberIds: readonly string[];
    answer(counts: CountedVersions): void;
    fail(e: Error): void;
  }[] = [];
  const versions = new DataVersions(
    (memberIds) =>
      new Promise((resolve, reject) => {
        reads.push({ memberIds, answer: resolve, fail: reject });
      }),
  );
  return { versions, reads };
}

const counts = (epoch: number, members: Record<string, number>): CountedVersions => ({
  epoch,
  members: new Map(Object.entries(members)),
});

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DataVersions: requests share reads, never one that began before they came', () => {
  it('the first request reads at the end of its turn; those that come meanwhile share the next read', async () => {
    const { versions, reads } = controlledReads();
    const first = versions.of('a');
    await settle();
    expect(reads.map((read) => read.memberIds)).toEqual([['a']]);

    const during = [versions.of('a'), versions.of('b'), versions.of('a')];
    await settle();
    expect(reads).toHaveLength(1);

    reads[0]!.answer(counts(1, { a: 4 }));
    expect(await first).toBe('1.4');
    await settle();
    // One read for the three that waited, asking each member once.
    expect(reads).toHaveLength(2);
    expect(reads[1]!.memberIds).toEqual(['a', 'b']);
    reads[1]!.answer(counts(1, { a: 5, b: 0 }));
    // "a" was written between the two reads: those that came later see it; "b" never was.
    expect(await Promise.all(during)).toEqual(['1.5', '1.0', '1.5']);
  });

  it('a failed read fails its own requests only; the next read still runs', async () => {
    const { versions, reads } = controlledReads();
    const failing = versions.of('a');
    await settle();
    const next = versions.of('b');
    reads[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    reads[1]!.answer(counts(2, { b: 1 }));
    expect(await next).toBe('2.1');
  });

  it('when idle again, a new request starts a read of its own', async () => {
    const { versions, reads } = controlledReads();
    const first = versions.of('a');
    await settle();
    reads[0]!.answer(counts(1, { a: 0 }));
    expect(await first).toBe('1.0');
    const second = versions.of('a');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.answer(counts(3, { a: 1 }));
    expect(await second).toBe('3.1');
  });

  it('the requests of one turn share one read, and a member it did not find reads null', async () => {
    const { versions, reads } = controlledReads();
    const [here, gone] = [versions.of('here'), versions.of('gone')];
    await settle();
    expect(reads.map((read) => read.memberIds)).toEqual([['here', 'gone']]);
    reads[0]!.answer(counts(1, { here: 0 }));
    expect(await here).toBe('1.0');
    // Not found: the member does not exist (any more), which the auth guard refuses.
    expect(await gone).toBeNull();
  });
});
