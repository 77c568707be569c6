/**
 * A real local EVM node for the deposit tests: ganache from the npm registry, listening on a free
 * port, with its deterministic funded accounts and the TestUsdt ERC-20 (TestUsdt.sol) deployed.
 * Every transaction is mined into its own block at once; `mine` adds empty ones, and
 * `snapshot`/`revert` let a test reorganise the chain.
 */
import ganache from 'ganache';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  defineChain,
  type Address,
  type Hash,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import token from './test-usdt.json' with { type: 'json' };

export const LOCAL_CHAIN_ID = 1337;
/** The mnemonic ganache's `deterministic` option funds (its ten first accounts). */
const GANACHE_MNEMONIC = 'myth like bonus scare over problem client lizard pioneer submit female collect';

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;

/** `port` 0 takes any free one. */
export async function startLocalChain(port = 0) {
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: LOCAL_CHAIN_ID },
    wallet: { deterministic: true },
  });
  await server.listen(port, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${server.address().port}`;
  const chain = defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  const sender = mnemonicToAccount(GANACHE_MNEMONIC);
  const publicClient = createPublicClient({ chain, transport });
  const walletClient = createWalletClient({ chain, transport, account: sender });
  const testClient = createTestClient({ chain, transport, mode: 'ganache' });

  const deployHash = await walletClient.deployContract({
    abi: token.abi,
    bytecode: token.bytecode as `0x${string}`,
    args: [10n ** 15n],
  });
  const usdt = (await publicClient.waitForTransactionReceipt({ hash: deployHash })).contractAddress!;

  const mined = (hash: Hash) => publicClient.waitForTransactionReceipt({ hash });
  return {
    rpcUrl,
    usdt,
    sender: sender.address,
    publicClient,
    /** Sends `wei` from the funded account; answers the mined receipt. */
    sendEth: async (to: Address, wei: bigint) => mined(await walletClient.sendTransaction({ to, value: wei })),
    /** Sends `units` (6 decimals) of TestUsdt; answers the mined receipt. */
    sendUsdt: async (to: Address, units: bigint) =>
      mined(
        await walletClient.writeContract({
          address: usdt,
          abi: token.abi,
          functionName: 'transfer',
          args: [to, units],
        }),
      ),
    mine: (blocks: number) => testClient.mine({ blocks }),
    head: () => publicClient.getBlockNumber({ cacheTime: 0 }),
    balance: (address: Address) => publicClient.getBalance({ address }),
    snapshot: () => testClient.snapshot(),
    revert: (id: `0x${string}`) => testClient.revert({ id }),
    close: () => server.close(),
  };
}
