/** Servers for feed.bench.ts: the app on the seeded feed data, next to a bare hello. */
import { seedFeed } from './lib/seed-feed.ts';
import { startBenchServers } from './lib/servers.ts';

await startBenchServers(seedFeed);
