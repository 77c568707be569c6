/**
 * User addresses are derived from the platform's HD seed (BIP-44, m/44'/60'/0'/0/index), so each
 * one can later receive deposits that the platform controls. The seed is expanded once.
 */
import { HDKey, hdKeyToAccount, mnemonicToAccount } from 'viem/accounts';
import { mnemonicToSeedSync } from '@scure/bip39';

export type AddressDeriver = { deriveAddress(index: number): `0x${string}` };

export function createAddressDeriver(mnemonic: string): AddressDeriver {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  return {
    deriveAddress: (index) => hdKeyToAccount(root, { addressIndex: index }).address,
  };
}

/** The slow, obvious derivation, used by tests to check the fast one. */
export const deriveAddressSlow = (mnemonic: string, index: number) =>
  mnemonicToAccount(mnemonic, { addressIndex: index }).address;
