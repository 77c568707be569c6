/**
 * Solana deposit addresses from the platform's HD seed: SLIP-0010 ed25519 derivation on the path
 * wallets use (m/44'/501'/index'/0', Phantom's and Solflare's), the user's address index as `index`,
 * so the same seed that holds the EVM addresses holds these too.
 */
import { createHmac } from 'node:crypto';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit';

const HARDENED = 0x80000000;

type Node = { key: Buffer; chainCode: Buffer };

const split = (i: Buffer): Node => ({ key: i.subarray(0, 32), chainCode: i.subarray(32) });

/** SLIP-0010 master node for ed25519. */
export const masterNode = (seed: Uint8Array): Node => split(createHmac('sha512', 'ed25519 seed').update(seed).digest());

/** A hardened child (ed25519 has no other kind). */
export function hardenedChild(parent: Node, index: number): Node {
  const data = Buffer.alloc(37);
  data[0] = 0;
  parent.key.copy(data, 1);
  data.writeUInt32BE((index | HARDENED) >>> 0, 33);
  return split(createHmac('sha512', parent.chainCode).update(data).digest());
}

export type SolanaAddressDeriver = { deriveAddress(index: number): Promise<string> };

/**
 * The hot wallet's private key: m/44'/501'/0'/1' (users' deposit addresses are m/44'/501'/<i>'/0'
 * with i from 1, so no user ever gets it).
 */
export function solanaHotWalletKey(mnemonic: string): Uint8Array {
  const node = [44, 501, 0, 1].reduce(hardenedChild, masterNode(mnemonicToSeedSync(mnemonic)));
  return new Uint8Array(node.key);
}

export function createSolanaAddressDeriver(mnemonic: string): SolanaAddressDeriver {
  const root = masterNode(mnemonicToSeedSync(mnemonic));
  const account = [44, 501].reduce(hardenedChild, root);
  return {
    async deriveAddress(index) {
      const node = hardenedChild(hardenedChild(account, index), 0);
      const pair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(node.key));
      return getAddressFromPublicKey(pair.publicKey);
    },
  };
}
