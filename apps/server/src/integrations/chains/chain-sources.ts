/** The chains the config asks to watch for deposits. */
import type { Config } from '../../config.ts';
import type { ChainSource } from './chain-source.ts';
import { createEvmSource } from './evm-source.ts';
import { createSolanaSource } from './solana-source.ts';

export function chainSources(config: Config): ChainSource[] {
  const sources: ChainSource[] = [];
  if (config.evm) sources.push(createEvmSource(config.evm));
  if (config.solana) sources.push(createSolanaSource(config.solana));
  return sources;
}
