/** The recurring deposit watch: passes of watch-chain.ts until the cursor reaches the head. */
import type { AppDeps } from '../../deps.ts';
import type { ChainSource } from '../../integrations/chains/chain-source.ts';
import { watchChain, type WatchOptions } from './watch-chain.ts';

export const DEPOSIT_WATCH_JOB = 'deposits.watch';

/** Passes in one run at most; the next run goes on from the cursor. */
const MAX_PASSES = 20;

export async function catchUp(deps: AppDeps, source: ChainSource, options: WatchOptions): Promise<void> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = await watchChain(deps, source, options);
    // Nothing new read and no rewind: the cursor is at the head.
    if (result.scannedTo === null && result.rewoundTo === null) return;
  }
}
