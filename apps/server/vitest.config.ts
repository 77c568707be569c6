import { defineConfig } from 'vitest/config';

const skip = [
  // The Redis-backed tests need a Redis server; they join the run when TEST_REDIS_URL names one.
  ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts']),
  // Several instances on one PostgreSQL database that talk through Redis need both.
  ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL ? [] : ['src/**/*-redis-postgres.test.ts']),
  // Several instances on one database need PostgreSQL; they join the PostgreSQL run.
  ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*-postgres.test.ts']),
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: skip,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files need no module isolation: a
    // worker imports the server once instead of once per file (docs/benchmarks.md, "Test suite").
    isolate: false,
    // Two at a time suits the 2-core machines we run on.
    maxWorkers: 2,
  },
});
