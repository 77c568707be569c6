/**
 * The platform's hot wallet on Solana: the key at m/44'/501'/0'/1' of HD_MNEMONIC
 * (lib/solana-addresses.ts), signing System-program transfers with @solana/kit. As on EVM, signing
 * and sending are separate: the caller keeps the signed bytes first, and a retry sends the same
 * bytes. A Solana transaction carries a recent blockhash and can land only until the chain passes
 * `lastValidBlockHeight`; after that, one that never landed never will, and the money can go back.
 */
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  signTransactionMessageWithSigners,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { solanaHotWalletKey } from '../../lib/solana-addresses.ts';
import { SOLANA_CHAIN } from './solana-source.ts';

export type SolanaSignedTransfer = { rawTx: string; txHash: string; validUntil: bigint };
export type SolanaTransferStatus = { status: 'success' | 'reverted'; slot: bigint; finalized: boolean };

export type SolanaSender = {
  chain: typeof SOLANA_CHAIN;
  address: string;
  sign(transfer: { to: string; lamports: bigint }): Promise<SolanaSignedTransfer>;
  /** Sending the same bytes again is harmless: the cluster knows the signature. */
  broadcast(rawTx: string): Promise<void>;
  status(txHash: string): Promise<SolanaTransferStatus | null>;
  blockHeight(): Promise<bigint>;
};

const ALREADY_SENT = /already been processed|AlreadyProcessed/i;

export async function createSolanaSender(options: { rpcUrl: string; mnemonic: string }): Promise<SolanaSender> {
  const rpc = createSolanaRpc(options.rpcUrl);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaHotWalletKey(options.mnemonic));
  return {
    chain: SOLANA_CHAIN,
    address: signer.address,
    async sign({ to, lamports }) {
      const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'finalized' }).send();
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(signer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: signer, destination: address(to), amount: lamports }),
            m,
          ),
      );
      const signed = await signTransactionMessageWithSigners(message);
      return {
        rawTx: getBase64EncodedWireTransaction(signed),
        txHash: getSignatureFromTransaction(signed),
        validUntil: latest.lastValidBlockHeight,
      };
    },
    async broadcast(rawTx) {
      try {
        await rpc
          .sendTransaction(rawTx as Base64EncodedWireTransaction, {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send();
      } catch (err) {
        if (err instanceof Error && ALREADY_SENT.test(err.message)) return;
        throw err;
      }
    },
    async status(txHash) {
      const { value } = await rpc
        .getSignatureStatuses([toSignature(txHash)], { searchTransactionHistory: true })
        .send();
      const found = value[0];
      if (!found) return null;
      return {
        status: found.err === null ? 'success' : 'reverted',
        slot: found.slot,
        finalized: found.confirmationStatus === 'finalized',
      };
    },
    blockHeight: () => rpc.getBlockHeight({ commitment: 'finalized' }).send(),
  };
}
