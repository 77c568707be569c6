import { describe, expect, it } from 'vitest';
import { generateMnemonic, english } from 'viem/accounts';
import { getAddress } from 'viem';
import { isWalletAddress } from '@fanlane/contracts/constants';
import { createAddressDeriver, deriveAddressSlow } from './hd-addresses.ts';

// The well-known BIP-39 test mnemonic (Hardhat and Foundry's default accounts).
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

describe('HD user addresses', () => {
  it("match the known accounts of the BIP-39 test mnemonic (m/44'/60'/0'/0/i)", () => {
    const derive = createAddressDeriver(TEST_MNEMONIC);
    expect(derive.deriveAddress(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(derive.deriveAddress(1)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(derive.deriveAddress(2)).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  });

  it('the fast deriver agrees with the slow, obvious derivation', () => {
    const mnemonic = generateMnemonic(english);
    const derive = createAddressDeriver(mnemonic);
    for (const index of [0, 1, 7, 1000, 2 ** 31 - 1])
      expect(derive.deriveAddress(index), `index ${index}`).toBe(deriveAddressSlow(mnemonic, index));
    expect(createAddressDeriver(TEST_MNEMONIC).deriveAddress(42)).toBe(deriveAddressSlow(TEST_MNEMONIC, 42));
  });

  it('every index gives its own checksummed wallet address', () => {
    const derive = createAddressDeriver(TEST_MNEMONIC);
    const addresses = Array.from({ length: 100 }, (_, i) => derive.deriveAddress(i));
    expect(new Set(addresses.map((a) => a.toLowerCase())).size).toBe(addresses.length);
    for (const address of addresses) {
      expect(isWalletAddress(address)).toBe(true);
      expect(getAddress(address)).toBe(address);
    }
  });

  it('another seed gives other addresses', () => {
    const a = createAddressDeriver(TEST_MNEMONIC);
    const b = createAddressDeriver(generateMnemonic(english));
    expect(a.deriveAddress(0)).not.toBe(b.deriveAddress(0));
  });
});
