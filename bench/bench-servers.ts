/** Servers for profile.bench.ts: the app with the demo accounts, next to a bare hello. */
import { ensureDemoAccounts } from '../apps/server/src/demo/demo-accounts.ts';
import { startBenchServers } from './lib/servers.ts';

await startBenchServers((deps) => ensureDemoAccounts(deps));
