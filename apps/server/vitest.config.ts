import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The Redis-backed tests need a Redis server; they join the run when TEST_REDIS_URL names one.
    exclude: process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits the 2-core machines we run on.
    maxWorkers: 2,
  },
});
