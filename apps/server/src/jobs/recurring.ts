/**
 * Recurring sweeps on top of the durable jobs: a job per time bucket, keyed by the bucket, which
 * schedules the next bucket when it runs. Starting any number of instances keeps one pending job
 * per bucket (the pending-key index); a sweep that runs twice is harmless because sweeps are
 * idempotent.
 */
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { JobHandler } from './jobs.ts';

export type Recurring = { kind: string; everyMs: number; run: () => Promise<unknown> };

async function scheduleBucket(db: Database, kind: string, bucket: number, everyMs: number) {
  await db
    .insert(jobs)
    .values({ kind, key: String(bucket), runAt: new Date(bucket * everyMs), payload: {}, maxAttempts: 3 })
    .onConflictDoNothing();
}

/** Makes sure the next bucket of each sweep is scheduled (called when the job runner starts). */
export async function ensureRecurring(db: Database, sweeps: Recurring[]) {
  for (const s of sweeps) await scheduleBucket(db, s.kind, Math.floor(Date.now() / s.everyMs) + 1, s.everyMs);
}

/** The handler of a sweep: run it, then schedule the bucket after now. */
export function recurringHandler(db: Database, s: Recurring): JobHandler {
  return async () => {
    try {
      await s.run();
    } finally {
      await scheduleBucket(db, s.kind, Math.floor(Date.now() / s.everyMs) + 1, s.everyMs);
    }
  };
}
