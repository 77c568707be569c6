/**
 * Addresses users type for payouts and withdrawals, checked beyond their format: an Ethereum
 * address's EIP-55 checksum when it is written in mixed case (all lower or all upper case carries
 * none), and a Solana address decoding to a 32-byte key. Answers the address as it is kept (an
 * Ethereum one checksummed), or throws a 422 naming `field`.
 */
import { base58 } from '@scure/base';
import { getAddress, isAddress } from 'viem';
import { invalidField } from '../http/app-error.ts';

export type AddressNetwork = 'ethereum' | 'solana';

const FORMATS: Record<AddressNetwork, { pattern: RegExp; message: string }> = {
  ethereum: { pattern: /^0x[0-9a-fA-F]{40}$/, message: 'evm_address' },
  solana: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, message: 'solana_address' },
};

function solanaKeyBytes(address: string): number {
  try {
    return base58.decode(address).length;
  } catch {
    return 0;
  }
}

export function normaliseAddress(network: AddressNetwork, address: string, field = 'address'): string {
  if (!FORMATS[network].pattern.test(address)) throw invalidField(field, FORMATS[network].message);
  if (network === 'ethereum') {
    if (!isAddress(address, { strict: true })) throw invalidField(field, 'checksum');
    return getAddress(address);
  }
  if (solanaKeyBytes(address) !== 32) throw invalidField(field, 'solana_address');
  return address;
}
