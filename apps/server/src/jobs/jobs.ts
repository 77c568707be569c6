/**
 * Durable jobs in the database (DESIGN.md section 1). A job is claimed with FOR UPDATE SKIP
 * LOCKED, so several instances share the table and never run one job twice at once; a claimed
 * job holds a lease, and a job whose worker died is taken again when the lease passes. Handlers
 * must be idempotent: a job may run again after a crash between its effect and being marked done.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/index.ts';

type Db = Database | Tx;
export type JobHandler = (job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const LEASE_SECONDS = 60;
const BACKOFF_BASE_MS = 5_000;

/**
 * Schedules a job. With a key, a pending job of the same kind and key is replaced, so moving a
 * scheduled post moves its one publish job.
 */
export async function enqueueJob(
  db: Db,
  job: { kind: string; key?: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
) {
  if (job.key) await cancelJob(db, job.kind, job.key);
  await db.insert(jobs).values({
    kind: job.kind,
    key: job.key ?? null,
    payload: job.payload ?? {},
    runAt: job.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? 5,
  });
}

/** Drops a pending job; one already running finishes (handlers re-check their preconditions). */
/** Many jobs without keys in one statement per 1,000 (a fan-out: one per follower, subscriber, …). */
export async function enqueueJobs(
  db: Db,
  kind: string,
  payloads: readonly Record<string, unknown>[],
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  for (let i = 0; i < payloads.length; i += 1000) {
    await db.insert(jobs).values(
      payloads.slice(i, i + 1000).map((payload) => ({
        kind,
        payload,
        runAt: options.runAt ?? new Date(),
        maxAttempts: options.maxAttempts ?? 5,
      })),
    );
  }
}

export async function cancelJob(db: Db, kind: string, key: string) {
  await db.delete(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.status, 'pending')));
}

/** Claims up to `limit` due jobs for this worker. */
async function claimDue(db: Database, kinds: string[], limit: number): Promise<JobRow[]> {
  const claimed = await queryRows<{ id: number | string }>(
    db,
    sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.kind, kinds)}
        and ((${jobs.status} = 'pending' and ${jobs.runAt} <= now())
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))
      order by ${jobs.runAt}
      limit ${limit}
      for update skip locked)
    returning id`,
  );
  const ids = claimed.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.id, ids));
}

async function finish(db: Database, job: JobRow, error: unknown) {
  if (error === undefined) {
    await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lockedUntil: null }).where(eq(jobs.id, job.id));
    return;
  }
  const message = error instanceof Error ? error.message : JSON.stringify(error);
  const failed = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: failed ? 'failed' : 'pending',
      lastError: message.slice(0, 2000),
      lockedUntil: null,
      runAt: new Date(Date.now() + BACKOFF_BASE_MS * 2 ** (job.attempts - 1)),
      ...(failed && { finishedAt: new Date() }),
    })
    .where(eq(jobs.id, job.id));
}

/** Runs one claimed job and records how it ended. */
async function runClaimed(db: Database, handlers: JobHandlers, job: JobRow, logger?: FastifyBaseLogger) {
  let error: unknown;
  try {
    await handlers[job.kind]!(job);
  } catch (err) {
    error = err ?? new Error('job failed');
    logger?.warn({ err, jobId: job.id, kind: job.kind }, 'job failed');
  }
  await finish(db, job, error);
}

/** Runs every due job once, one after another; answers how many ran. Tests call this directly. */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  logger?: FastifyBaseLogger,
  limit = 20,
): Promise<number> {
  const claimed = await claimDue(db, Object.keys(handlers), limit);
  for (const job of claimed) await runClaimed(db, handlers, job, logger);
  return claimed.length;
}

/**
 * Tells this instance's job runner that a job is due now (a mass message sent now), so it starts
 * without waiting for its next poll. Other instances find the job at their next poll.
 */
export type JobWaker = { wake(): void; onWake(listener: () => void): () => void };

export function createJobWaker(): JobWaker {
  const listeners = new Set<() => void>();
  return {
    wake: () => listeners.forEach((listener) => listener()),
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Polls for due jobs until stopped, running up to `concurrency` at once: a slow job (a video
 * watermarked, a chain asked) never holds up a quick one queued behind it (a notification). A
 * wake, and each job that ends, claims more at once while a slot is free. `stop()` waits for the
 * jobs in flight.
 */
export function startJobRunner(
  db: Database,
  handlers: JobHandlers,
  opts: { intervalMs: number; logger: FastifyBaseLogger; waker?: JobWaker; concurrency?: number },
) {
  const slots = Math.max(1, opts.concurrency ?? 1);
  const kinds = Object.keys(handlers);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let claimAgain = false;
  let timer: NodeJS.Timeout | undefined;

  const run = (job: JobRow) => {
    const done = runClaimed(db, handlers, job, opts.logger)
      .catch((err: unknown) => opts.logger.error({ err, jobId: job.id }, 'job could not be recorded'))
      .finally(() => {
        inFlight.delete(done);
        fill();
      });
    inFlight.add(done);
  };

  /** Claims due jobs while a slot is free (a call during a claim asks for another round). */
  const claimWhileFree = async () => {
    do {
      claimAgain = false;
      try {
        while (!stopped && inFlight.size < slots) {
          const free = slots - inFlight.size;
          const claimed = await claimDue(db, kinds, free);
          claimed.forEach(run);
          if (claimed.length < free) break;
        }
      } catch (err) {
        opts.logger.error({ err }, 'job runner round failed');
      }
    } while (claimAgain && !stopped);
  };

  /** One claim at a time; then the next poll, or at once when asked meanwhile. */
  const fill = () => {
    if (stopped) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimWhileFree().finally(() => {
      claiming = undefined;
      clearTimeout(timer);
      if (stopped) return;
      if (claimAgain) fill();
      else timer = setTimeout(fill, opts.intervalMs);
    });
  };

  const unsubscribe = opts.waker?.onWake(fill);
  fill();
  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await claiming;
      await Promise.all(inFlight);
    },
  };
}
