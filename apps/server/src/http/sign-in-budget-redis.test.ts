import { afterAll, describe } from 'vitest';
import { Redis } from 'ioredis';
import { signInBudgetRules } from '../../test/sign-in-budget-kit.ts';

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
});
