/**
 * Group commit: what callers submit one at a time runs in batches. When fewer than `maxInFlight`
 * batches are running, a submitted item goes at once (alone, when nothing else is waiting: no added
 * latency when idle); items submitted while every slot is busy wait and go together, up to
 * `maxBatch` at a time, as soon as a slot frees. `run` answers one outcome per item, in order; if
 * it throws, every item of that batch gets the error.
 */
export type GroupCommitOptions = { maxBatch: number; maxInFlight: number };

type Waiting<I, O> = { item: I; resolve: (outcome: O) => void; reject: (err: unknown) => void };

export function groupCommit<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxBatch, maxInFlight }: GroupCommitOptions,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  const flush = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      run(batch.map((w) => w.item))
        .then(
          (outcomes) => {
            if (outcomes.length !== batch.length)
              throw new Error(`group commit: ${outcomes.length} outcomes for ${batch.length} items`);
            batch.forEach((w, i) => w.resolve(outcomes[i] as O));
          },
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .catch((err: unknown) => batch.forEach((w) => w.reject(err)))
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}
