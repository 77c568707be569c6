/**
 * Group commit: what callers submit one at a time runs in batches. When fewer than `maxInFlight`
 * batches are running, a submitted item goes at once (alone, when nothing else is waiting: no added
 * latency when idle); items submitted while every slot is busy wait and go together, up to
 * `maxBatch` at a time, as soon as a slot frees. `run` answers one outcome per item, in order; if
 * it throws, every item of that batch gets the error.
 *
 * With `gather`, an item waits for the end of the event loop's turn it was submitted in (until
 * setImmediate), and what the turn brought goes together. That is for a database that runs in this
 * thread (PGlite): its statement holds the thread, so nothing can arrive while one runs and no
 * batch would ever form; the sockets read in one turn can.
 */
export type GroupCommitOptions = { maxBatch: number; maxInFlight: number; gather?: boolean };

type Waiting<I, O> = { item: I; resolve: (outcome: O) => void; reject: (err: unknown) => void };

export function groupCommit<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxBatch, maxInFlight, gather = false }: GroupCommitOptions,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let gathering = false;

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
      if (!gather) return flush();
      if (gathering) return;
      gathering = true;
      setImmediate(() => {
        gathering = false;
        flush();
      });
    });
}
