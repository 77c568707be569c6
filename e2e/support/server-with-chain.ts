/**
 * The end-to-end suite's server: a local EVM node (ganache, with the test USDT deployed) on
 * CHAIN_PORT, then the bundled server watching it for deposits. Both stop together.
 */
import { spawn } from 'node:child_process';
import { startLocalChain } from '../../apps/server/test/evm/local-chain.ts';

const port = Number(process.env.CHAIN_PORT);
const chain = await startLocalChain(port);
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, EVM_RPC_URL: chain.rpcUrl, EVM_USDT_CONTRACT: chain.usdt },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void chain.close().finally(() => process.exit(code ?? 0));
});
