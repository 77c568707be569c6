/**
 * The end-to-end suite's server: a local EVM node (ganache, with the test USDT deployed) on
 * CHAIN_PORT, the hot wallet funded on it, a local server speaking the OpenAI protocol for the AI
 * bot, a local Telegram Bot API on TELEGRAM_API_PORT for the Telegram bot, then the bundled server
 * watching the chain for deposits, sending withdrawals from it, asking the local model for AI replies
 * and calling the local Bot API for the bot. They stop together.
 */
import { spawn } from 'node:child_process';
import { mnemonicToAccount } from 'viem/accounts';
import { startLocalChain } from '../../apps/server/test/evm/local-chain.ts';
import { startOpenAiTestServer } from '../../apps/server/test/openai-test-server.ts';
import { startBotApiServer } from '../../apps/server/test/telegram-bot-api.ts';
import { HOT_WALLET_ACCOUNT_INDEX } from '../../apps/server/src/integrations/chains/evm-sender.ts';

const port = Number(process.env.CHAIN_PORT);
const chain = await startLocalChain(port);
// The hot wallet that sends withdrawals (HD account 1 of the server's seed) starts with coins to send.
const hotWallet = mnemonicToAccount(process.env.HD_MNEMONIC ?? '', { accountIndex: HOT_WALLET_ACCOUNT_INDEX });
await chain.sendEth(hotWallet.address, 100n * 10n ** 18n);
await chain.sendUsdt(hotWallet.address, 1_000_000_000_000n);
// It answers every question with DEFAULT_REPLY, streamed word by word (e2e/specs/chat.spec.ts).
const ai = await startOpenAiTestServer();
// The bot's Bot API (e2e/specs/telegram.spec.ts reads what the bot asked of it at /__calls).
const botApi = await startBotApiServer(Number(process.env.TELEGRAM_API_PORT));
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    EVM_RPC_URL: chain.rpcUrl,
    EVM_USDT_CONTRACT: chain.usdt,
    AI_BASE_URL: ai.url,
    AI_MODEL: 'e2e-model',
    AI_API_KEY: 'e2e-key',
    TELEGRAM_API_ROOT: botApi.apiRoot,
    // Telegram's updates come to the webhook (the spec posts them); no long polling.
    TELEGRAM_WEBHOOK_URL: `${process.env.PUBLIC_URL}/telegram/v1/bot/webhook`,
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void Promise.all([chain.close(), ai.close(), botApi.close()]).finally(() => process.exit(code ?? 0));
});
