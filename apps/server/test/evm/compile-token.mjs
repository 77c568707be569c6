// Compiles TestUsdt.sol with solc (the npm build of the Solidity compiler) into test-usdt.json.
import { readFileSync, writeFileSync } from 'node:fs';
import solc from 'solc';

const source = readFileSync(new URL('./TestUsdt.sol', import.meta.url), 'utf8');
const input = {
  language: 'Solidity',
  sources: { 'TestUsdt.sol': { content: source } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const contract = output.contracts['TestUsdt.sol'].TestUsdt;
writeFileSync(
  new URL('./test-usdt.json', import.meta.url),
  `${JSON.stringify({ compiler: solc.version(), abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }, null, 2)}\n`,
);
