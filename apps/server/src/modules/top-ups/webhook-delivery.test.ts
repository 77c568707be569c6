import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { jobs, type JobRow } from '../../db/schema/index.ts';
import {
  buildEvent,
  deliverEvent,
  fetchTransport,
  SANDBOX_WEBHOOK_JOB,
  type WebhookRequest,
} from '../../integrations/payments/sandbox-gateway/events.ts';
import { verifySignature } from '../../integrations/payments/sandbox-gateway/signature.ts';
import { openCheckout, payOnPage, runJobs, topUpOf, usdWallet } from '../../../test/top-up-fixtures.ts';

describe(`the sandbox gateway delivers its webhooks until they land (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let outage = 0;
  const sent: WebhookRequest[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { SANDBOX_WEBHOOK_URL: 'https://fanlane.example/charge/v1/webhook/sandbox?from=gateway' },
      {
        payments: {
          // The merchant is down for `outage` deliveries, then the request reaches the real route.
          webhookTransport: async (request) => {
            sent.push(request);
            if (outage > 0) {
              outage--;
              return { status: 503 };
            }
            const { pathname, search } = new URL(request.url);
            const res = await t.app.inject({
              method: 'POST',
              url: pathname + search,
              headers: request.headers,
              payload: request.body,
            });
            return { status: res.statusCode };
          },
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('a failed delivery is retried later with backoff and then credits the wallet once', async () => {
    const fan = await createSignedInUser(t);
    const { topUp, sessionId } = await openCheckout(t, fan.auth, '1000');
    await payOnPage(t, sessionId);
    outage = 2;
    await runJobs(t);
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, SANDBOX_WEBHOOK_JOB));
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('answered 503') as unknown,
    });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await usdWallet(t, fan.user.id)).toBe(0n);

    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.deps.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job!.id));
      await runJobs(t);
    }
    const [done] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 3 });
    expect((await topUpOf(t, fan.auth, topUp.id)).status).toBe('succeeded');
    expect(await usdWallet(t, fan.user.id)).toBe(1000n);

    // Every attempt went to the configured URL, signed afresh, with the same event.
    const attempts = sent.slice(-3);
    expect(attempts.map((a) => a.url)).toEqual(
      Array.from({ length: 3 }, () => 'https://fanlane.example/charge/v1/webhook/sandbox?from=gateway'),
    );
    expect(new Set(attempts.map((a) => JSON.parse(a.body) as { id: string }).map((e) => e.id)).size).toBe(1);
    expect(attempts[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'sandbox-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/) as unknown,
    });
  });
});

describe('the default transport POSTs with fetch and a non-2xx answer throws', () => {
  it('sends the signed body and fails on a 500', async () => {
    const received: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];
    let status = 500;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATHS.webhookSandbox}`;
      const event = buildEvent(
        'charge.failed',
        { id: `cs_sbx_${'a'.repeat(32)}`, reference: 'ref-1', amountCents: 550n },
        { failureCode: 'card_declined' },
      );
      const job = { payload: { event } } as unknown as JobRow;
      const target = { url, secret: 'delivery-secret-0123456789', transport: fetchTransport };
      await expect(deliverEvent(job, target)).rejects.toThrow(/answered 500/);
      status = 204;
      await deliverEvent(job, target);
      expect(received).toHaveLength(2);
      const last = received[1]!;
      expect(last).toMatchObject({ method: 'POST', url: PATHS.webhookSandbox });
      expect(JSON.parse(last.body)).toEqual(event);
      expect(() =>
        verifySignature(target.secret, last.headers['sandbox-signature'] as string, last.body),
      ).not.toThrow();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
