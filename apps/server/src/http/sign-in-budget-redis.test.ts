import { afterAll, describe, it } from 'vitest';
import { Redis } from 'ioredis';
import { budgetWithoutItsStore, signInBudgetRules } from '../../test/sign-in-budget-kit.ts';

describe('the sign-in budget, shared through Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  // A client per budget: two budgets on two clients are two instances sharing one Redis.
  signInBudgetRules(() => {
    const client = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(client);
    return client;
  });

  it('with Redis unreachable, a sign-in still goes through, and the outage is reported', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    gone.on('error', () => undefined); // the refused connection is the point
    await budgetWithoutItsStore(gone);
    gone.disconnect();
  });
});
