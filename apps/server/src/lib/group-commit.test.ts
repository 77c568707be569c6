import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupCommit } from './group-commit.ts';

/** A run whose batches finish when the test says so. */
function controlled<I>() {
  const batches: { items: I[]; finish: (outcomes?: unknown[]) => void; fail: (err: unknown) => void }[] = [];
  const run = (items: I[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (outcomes) => resolve(outcomes ?? items.map((i) => `done ${String(i)}`)),
        fail: reject,
      });
    });
  return { batches, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('runs an item at once, alone, when nothing is in flight', async () => {
    const { batches, run } = controlled<number>();
    const submit = groupCommit(run, { maxBatch: 8, maxInFlight: 1 });
    const answer = submit(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]?.finish();
    expect(await answer).toBe('done 1');
  });

  it('batches what arrives while every slot is busy, in order, at most maxBatch at a time', async () => {
    const { batches, run } = controlled<number>();
    const submit = groupCommit(run, { maxBatch: 3, maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((n) => submit(n));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[0]?.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]?.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    batches[2]?.finish();
    batches[3]?.finish();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `done ${n}`));
  });

  it('gathering, what one turn of the event loop brings goes together when the turn ends', async () => {
    const { batches, run } = controlled<number>();
    const submit = groupCommit(run, { maxBatch: 2, maxInFlight: 1, gather: true });
    const answers = [1, 2, 3].map((n) => submit(n));
    expect(batches).toEqual([]);
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1, 2]]);
    const later = submit(4);
    batches[0]?.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    batches[1]?.finish();
    expect(await Promise.all([...answers, later])).toEqual([1, 2, 3, 4].map((n) => `done ${n}`));
  });

  it('a failed batch rejects its own items only; the next batch runs', async () => {
    const { batches, run } = controlled<string>();
    const submit = groupCommit(run, { maxBatch: 4, maxInFlight: 1 });
    const first = submit('a');
    const queued = [submit('b'), submit('c')];
    batches[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    expect(batches[1]?.items).toEqual(['b', 'c']);
    batches[1]?.finish();
    expect(await Promise.all(queued)).toEqual(['done b', 'done c']);
  });

  it('rejects a batch answered with the wrong number of outcomes', async () => {
    const { batches, run } = controlled<number>();
    const submit = groupCommit(run, { maxBatch: 4, maxInFlight: 1 });
    const answer = submit(1);
    batches[0]?.finish([]);
    await expect(answer).rejects.toThrow('0 outcomes for 1 items');
  });

  it('whatever the arrivals and timings: each item gets its own outcome once, limits hold, order is kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async (arrivals, maxBatch, maxInFlight, gather) => {
          const seen: number[] = [];
          let inFlight = 0;
          let most = 0;
          const submit = groupCommit(
            async (items: { id: number; delay: number }[]) => {
              inFlight += 1;
              most = Math.max(most, inFlight);
              expect(items.length).toBeLessThanOrEqual(maxBatch);
              seen.push(...items.map((i) => i.id));
              await new Promise((resolve) => setTimeout(resolve, items[0]?.delay ?? 0));
              inFlight -= 1;
              return items.map((i) => i.id * 10);
            },
            { maxBatch, maxInFlight, gather },
          );
          const answers: Promise<number>[] = [];
          for (const [id, [gap, delay]] of arrivals.entries()) {
            answers.push(submit({ id, delay }));
            if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
          }
          expect(await Promise.all(answers)).toEqual(arrivals.map((_, id) => id * 10));
          expect(seen).toEqual(arrivals.map((_, id) => id));
          expect(most).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 40 },
    );
  });
});
