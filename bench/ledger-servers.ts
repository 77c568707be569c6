/** Servers for ledger.bench.ts: the app on the seeded ledger data, next to a bare hello. */
import { seedLedger } from './lib/seed-ledger.ts';
import { startBenchServers } from './lib/servers.ts';

await startBenchServers(seedLedger);
