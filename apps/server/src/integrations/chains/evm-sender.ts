/**
 * The platform's hot wallet on an EVM chain: an account derived from HD_MNEMONIC on its own path
 * (account 1, m/44'/60'/1'/0/0; users' deposit addresses are account 0), which signs withdrawals
 * with viem. Signing and sending are separate steps: the caller keeps the signed bytes before they
 * leave, so a retry after a crash sends the same transaction again (same hash, same nonce) and
 * never a second one.
 */
import {
  encodeFunctionData,
  erc20Abi,
  keccak256,
  TransactionReceiptNotFoundError,
  type Hex,
  type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createEvmClient } from './evm-source.ts';

export const HOT_WALLET_ACCOUNT_INDEX = 1;

export type SignedTransfer = { rawTx: Hex; txHash: Hex };
export type TransferReceipt = { status: 'success' | 'reverted'; blockNumber: bigint };

export type EvmSender = {
  chain: string;
  address: `0x${string}`;
  /** The nonce the chain expects next from the hot wallet, counting pending transactions. */
  pendingNonce(): Promise<number>;
  /** Signs a transfer of `amount` (wei, or the token's units when `token` is given) with `nonce`. */
  sign(transfer: {
    to: `0x${string}`;
    amount: bigint;
    token: `0x${string}` | null;
    nonce: number;
  }): Promise<SignedTransfer>;
  /** Sends signed bytes; sending the same bytes again is harmless (the node knows them, or mined them). */
  broadcast(rawTx: Hex): Promise<void>;
  receipt(txHash: Hex): Promise<TransferReceipt | null>;
  head(): Promise<bigint>;
};

/** Errors a node answers for a transaction it already has or already mined: the send did happen. */
const ALREADY_SENT = /already known|known transaction|nonce too low|already imported|transaction already exists/i;

export function createEvmSender(
  options: { rpcUrl: string; chainId: number; mnemonic: string },
  client: PublicClient = createEvmClient(options.rpcUrl),
): EvmSender {
  const account = mnemonicToAccount(options.mnemonic, { accountIndex: HOT_WALLET_ACCOUNT_INDEX });
  return {
    chain: `evm:${options.chainId}`,
    address: account.address,
    pendingNonce: () => client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    async sign({ to, amount, token, nonce }) {
      const call = token
        ? {
            to: token,
            value: 0n,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
          }
        : { to, value: amount, data: undefined };
      const [fees, gas] = await Promise.all([
        client.estimateFeesPerGas(),
        client.estimateGas({ account: account.address, ...call }),
      ]);
      const rawTx = await account.signTransaction({
        chainId: options.chainId,
        type: 'eip1559',
        nonce,
        gas: (gas * 12n) / 10n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        ...call,
      });
      return { rawTx, txHash: keccak256(rawTx) };
    },
    async broadcast(rawTx) {
      try {
        await client.sendRawTransaction({ serializedTransaction: rawTx });
      } catch (err) {
        if (err instanceof Error && ALREADY_SENT.test(err.message)) return;
        throw err;
      }
    },
    async receipt(txHash) {
      try {
        const r = await client.getTransactionReceipt({ hash: txHash });
        return { status: r.status, blockNumber: r.blockNumber };
      } catch (err) {
        if (err instanceof TransactionReceiptNotFoundError) return null;
        throw err;
      }
    },
    head: () => client.getBlockNumber({ cacheTime: 0 }),
  };
}
