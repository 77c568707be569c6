/**
 * The end-to-end suite's server: a local EVM node (ganache, with the test USDT deployed) on
 * CHAIN_PORT, the hot wallet funded on it, a local server speaking the OpenAI protocol for the AI
 * bot, then the bundled server watching the chain for deposits, sending withdrawals from it and
 * asking the local model for AI replies. They stop together.
 */
import { spawn } from 'node:child_process';
import { mnemonicToAccount } from 'viem/accounts';
import { startLocalChain } from '../../apps/server/test/evm/local-chain.ts';
import { startOpenAiTestServer } from '../../apps/server/test/openai-test-server.ts';
import { HOT_WALLET_ACCOUNT_INDEX } from '../../apps/server/src/integrations/chains/evm-sender.ts';

const port = Number(process.env.CHAIN_PORT);
const chain = await startLocalChain(port);
// The hot wallet that sends withdrawals (HD account 1 of the server's seed) starts with coins to send.
const hotWallet = mnemonicToAccount(process.env.HD_MNEMONIC ?? '', { accountIndex: HOT_WALLET_ACCOUNT_INDEX });
await chain.sendEth(hotWallet.address, 100n * 10n ** 18n);
await chain.sendUsdt(hotWallet.address, 1_000_000_000_000n);
// It answers every question with DEFAULT_REPLY, streamed word by word (e2e/specs/chat.spec.ts).
const ai = await startOpenAiTestServer();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    EVM_RPC_URL: chain.rpcUrl,
    EVM_USDT_CONTRACT: chain.usdt,
    AI_BASE_URL: ai.url,
    AI_MODEL: 'e2e-model',
    AI_API_KEY: 'e2e-key',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void Promise.all([chain.close(), ai.close()]).finally(() => process.exit(code ?? 0));
});
