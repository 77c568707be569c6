import { describe, expect, it } from 'vitest';
import { hardenedChild, masterNode, createSolanaAddressDeriver } from './solana-addresses.ts';

describe('SLIP-0010 ed25519 derivation', () => {
  // SLIP-0010's published test vector 1 for ed25519 (seed 000102…0f).
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

  it('matches the published master key and chain code', () => {
    const master = masterNode(seed);
    expect(master.key.toString('hex')).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7');
    expect(master.chainCode.toString('hex')).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb');
  });

  it("matches the published m/0' child", () => {
    const child = hardenedChild(masterNode(seed), 0);
    expect(child.key.toString('hex')).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3');
    expect(child.chainCode.toString('hex')).toBe('8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69');
  });

  it("gives the address wallets show for the well-known test mnemonic at m/44'/501'/0'/0'", async () => {
    const deriver = createSolanaAddressDeriver(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    expect(await deriver.deriveAddress(0)).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(await deriver.deriveAddress(1)).not.toBe(await deriver.deriveAddress(0));
  });
});
