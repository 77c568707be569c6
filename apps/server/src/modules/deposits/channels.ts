/** The crypto deposits this deployment watches for, from its configuration. */
import type { TCryptoDepositCurrency, TDepositChannel } from '@fanlane/contracts/deposit';
import type { Config } from '../../config.ts';

/** Solana's deposits are credited once finalised; this many slots is what the page shows meanwhile. */
export const SOLANA_CONFIRMATIONS = 32;

export function depositChannels(config: Config): TDepositChannel[] {
  const { evm, solana, depositMin } = config;
  const channels: TDepositChannel[] = [];
  if (evm) {
    const ethereum = {
      network: 'ethereum' as const,
      networkName: evm.chainId === 1 ? 'Ethereum' : `Ethereum (chain ${evm.chainId})`,
      chainId: evm.chainId,
      confirmations: evm.confirmations,
    };
    channels.push({ ...ethereum, currency: 'ETH', tokenContract: null, minAmount: depositMin.ETH.toString() });
    if (evm.usdtContract)
      channels.push({
        ...ethereum,
        currency: 'USDT',
        tokenContract: evm.usdtContract,
        minAmount: depositMin.USDT.toString(),
      });
  }
  if (solana)
    channels.push({
      currency: 'SOL',
      network: 'solana',
      networkName: 'Solana',
      chainId: null,
      tokenContract: null,
      confirmations: SOLANA_CONFIRMATIONS,
      minAmount: depositMin.SOL.toString(),
    });
  return channels;
}

export const channelFor = (config: Config, currency: TCryptoDepositCurrency) =>
  depositChannels(config).find((c) => c.currency === currency) ?? null;
