import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import type { JobRow } from '../db/schema/index.ts';
import { createJobWaker, enqueueJob, startJobRunner } from './jobs.ts';

// The runner polls once an hour here: a job that runs within the test ran because it was woken.
const HOUR_MS = 3_600_000;
const logger = pino({ level: 'silent' });

describe(`the job runner, woken (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a job that is due now at once when woken, not at its next poll', async () => {
    const kind = `test.wake.${randomUUID()}`;
    const ran: string[] = [];
    const waker = createJobWaker();
    const runner = startJobRunner(
      t.deps.db,
      {
        [kind]: (job: JobRow) => {
          ran.push(String(job.payload.n));
          return Promise.resolve();
        },
      },
      { intervalMs: HOUR_MS, logger, waker },
    );
    try {
      // The first round (at start) found nothing; this job waits for the next poll, an hour away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await enqueueJob(t.deps.db, { kind, payload: { n: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toEqual([]);
      waker.wake();
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['1']);
    } finally {
      await runner.stop();
    }
  });

  /** A runner of two kinds: `slow` waits until released, `quick` records and ends. */
  function slowAndQuick(concurrency: number) {
    const slow = `test.slow.${randomUUID()}`;
    const quick = `test.quick.${randomUUID()}`;
    const ran: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const waker = createJobWaker();
    const runner = startJobRunner(
      t.deps.db,
      {
        [slow]: async () => {
          ran.push('slow started');
          await held;
          ran.push('slow done');
        },
        [quick]: () => {
          ran.push('quick');
          return Promise.resolve();
        },
      },
      { intervalMs: HOUR_MS, logger, waker, concurrency },
    );
    /** Queues a job of that kind and wakes the runner. */
    const queue = async (kind: string) => {
      await enqueueJob(t.deps.db, { kind });
      waker.wake();
    };
    return { slow, quick, ran, release, runner, queue };
  }

  it('a slow job does not hold up a quick one queued behind it; stop waits for the job in flight', async () => {
    const { slow, quick, ran, release, runner, queue } = slowAndQuick(2);
    let stopped = false;
    try {
      await queue(slow);
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['slow started']);
      await queue(quick);
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['slow started', 'quick']);
      const stopping = runner.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(ran).toEqual(['slow started', 'quick', 'slow done']);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('woken while every slot is busy, it runs the queued job as soon as a slot frees', async () => {
    const { slow, quick, ran, release, runner, queue } = slowAndQuick(1);
    try {
      await queue(slow);
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['slow started']);
      await queue(quick);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ran).toEqual(['slow started']);
      release();
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['slow started', 'slow done', 'quick']);
      // And the runner still answers a wake afterwards.
      await queue(quick);
      await expect.poll(() => ran, { timeout: 5_000 }).toHaveLength(4);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('a stopped runner no longer listens', async () => {
    const kind = `test.wake.${randomUUID()}`;
    const ran: string[] = [];
    const waker = createJobWaker();
    const runner = startJobRunner(
      t.deps.db,
      {
        [kind]: () => {
          ran.push('ran');
          return Promise.resolve();
        },
      },
      { intervalMs: HOUR_MS, logger, waker },
    );
    await runner.stop();
    await enqueueJob(t.deps.db, { kind });
    waker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([]);
  });
});
