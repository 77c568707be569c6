/**
 * The caller's deposit address for a currency: on EVM chains the address every account got at
 * sign-up (users.address, HD index `addressIndex`); on Solana one derived from the same index on
 * Solana's path, stored the first time it is asked for so the watcher knows it.
 */
import { and, eq } from 'drizzle-orm';
import type { TCryptoDepositCurrency, TDepositAddress, TDepositChannel } from '@fanlane/contracts/deposit';
import type { AppDeps } from '../../deps.ts';
import { depositAddresses } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { channelFor } from './channels.ts';

/** What a wallet app opens from the QR code: EIP-681 on EVM chains, a Solana Pay URI on Solana. */
export function paymentUri(channel: TDepositChannel, address: string): string {
  if (channel.network === 'solana') return `solana:${address}`;
  return channel.tokenContract
    ? `ethereum:${channel.tokenContract}@${channel.chainId}/transfer?address=${address}`
    : `ethereum:${address}@${channel.chainId}`;
}

async function solanaAddressOf(deps: AppDeps, caller: Caller): Promise<string> {
  const userId = caller.user.id;
  const kept = () =>
    deps.db
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.network, 'solana')));
  const [found] = await kept();
  if (found) return found.address;
  const address = await deps.solanaAddresses.deriveAddress(caller.user.addressIndex);
  await deps.db.insert(depositAddresses).values({ userId, network: 'solana', address }).onConflictDoNothing();
  const [stored] = await kept();
  return stored!.address;
}

export async function depositAddress(
  deps: AppDeps,
  caller: Caller,
  currency: TCryptoDepositCurrency,
): Promise<TDepositAddress> {
  const channel = channelFor(deps.config, currency);
  if (!channel) throw appError('PROVIDER_NOT_CONFIGURED');
  const address = channel.network === 'solana' ? await solanaAddressOf(deps, caller) : caller.user.address;
  return { ...channel, address, paymentUri: paymentUri(channel, address) };
}
