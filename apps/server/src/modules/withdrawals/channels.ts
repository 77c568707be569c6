/** What may be withdrawn on this deployment: the currencies whose network has a hot wallet to send from. */
import type { TWithdrawalChannel, TWithdrawalCurrency } from '@fanlane/contracts/withdrawal';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { depositChannels } from '../deposits/channels.ts';

export function withdrawalChannels(deps: AppDeps): TWithdrawalChannel[] {
  const { fee, min, max } = deps.config.withdraw;
  return depositChannels(deps.config)
    .filter((c) => (c.network === 'ethereum' ? deps.evmSender : deps.solanaSender) !== null)
    .map((c) => ({
      currency: c.currency,
      network: c.network,
      networkName: c.networkName,
      fee: fee[c.currency].toString(),
      minAmount: min[c.currency].toString(),
      maxAmount: max[c.currency].toString(),
    }));
}

/** The chain key a withdrawal on this network is sent on (its clearing account's rail). */
export const senderChain = (deps: AppDeps, network: 'ethereum' | 'solana') =>
  network === 'ethereum' ? deps.evmSender!.chain : deps.solanaSender!.chain;

export function channelOrRefuse(deps: AppDeps, currency: TWithdrawalCurrency): TWithdrawalChannel {
  const channel = withdrawalChannels(deps).find((c) => c.currency === currency);
  if (!channel) throw appError('WITHDRAW_UNAVAILABLE');
  return channel;
}

/** The amount's place between the channel's bounds; a catalogue error outside them. */
export function checkBounds(channel: TWithdrawalChannel, amount: bigint): void {
  const data = { currency: channel.currency, min: channel.minAmount, max: channel.maxAmount };
  if (amount < BigInt(channel.minAmount) || amount <= BigInt(channel.fee))
    throw appError('WITHDRAW_BELOW_MINIMUM', { data });
  if (amount > BigInt(channel.maxAmount)) throw appError('WITHDRAW_ABOVE_MAXIMUM', { data });
}
