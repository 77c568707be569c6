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
