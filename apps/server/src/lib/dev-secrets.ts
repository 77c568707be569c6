/**
 * Outside production, secrets that were not configured are generated once and kept in the data dir,
 * so `npm start` needs no setup and sessions survive restarts. Production must configure them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { generateMnemonic, english } from 'viem/accounts';
import type { Config } from '../config.ts';

type Secrets = { jwtSecret: string; hdMnemonic: string };

export function resolveSecrets(config: Config): Secrets {
  if (config.jwtSecret && config.hdMnemonic) return { jwtSecret: config.jwtSecret, hdMnemonic: config.hdMnemonic };
  if (config.isProduction) throw new Error('JWT_SECRET and HD_MNEMONIC are required in production');
  const file = path.join(config.dataDir, 'dev-secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    hdMnemonic: config.hdMnemonic ?? stored.hdMnemonic ?? generateMnemonic(english),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.hdMnemonic !== secrets.hdMnemonic) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
