/**
 * Outside production, secrets that were not configured are generated once and kept in the data dir,
 * so `npm start` needs no setup and sessions survive restarts. Production must configure them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { generateMnemonic, english } from 'viem/accounts';
import type { Config } from '../config.ts';

type Secrets = { jwtSecret: string; hdMnemonic: string };
type VapidKeys = { publicKey: string; privateKey: string };
type Stored = Partial<Secrets> & { vapid?: VapidKeys; kycKey?: string };

const secretsFile = (config: Config) => path.join(config.dataDir, 'dev-secrets.json');

function readStored(config: Config): Stored {
  const file = secretsFile(config);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored) : {};
}

/** Keeps what the file already holds and adds or replaces `changes`. */
function store(config: Config, stored: Stored, changes: Stored): void {
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(secretsFile(config), JSON.stringify({ ...stored, ...changes }, null, 2), { mode: 0o600 });
}

export function resolveSecrets(config: Config): Secrets {
  if (config.jwtSecret && config.hdMnemonic) return { jwtSecret: config.jwtSecret, hdMnemonic: config.hdMnemonic };
  if (config.isProduction) throw new Error('JWT_SECRET and HD_MNEMONIC are required in production');
  const stored = readStored(config);
  const secrets: Secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    hdMnemonic: config.hdMnemonic ?? stored.hdMnemonic ?? generateMnemonic(english),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.hdMnemonic !== secrets.hdMnemonic)
    store(config, stored, secrets);
  return secrets;
}

/**
 * Web push's VAPID details: the configured key pair; outside production, when none is, one made
 * once and kept beside the other secrets (subscriptions are tied to it: a new pair would orphan
 * them). Null in production without keys: push is off.
 */
export function resolveVapid(config: Config): (VapidKeys & { subject: string }) | null {
  const keys = config.vapid ?? (config.isProduction ? null : storedVapidKeys(config));
  return keys && { subject: config.vapidSubject, ...keys };
}

function storedVapidKeys(config: Config): VapidKeys {
  const stored = readStored(config);
  if (stored.vapid) return stored.vapid;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const vapid = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes; a VAPID private key is always 32 bytes.
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
  store(config, stored, { vapid });
  return vapid;
}

/**
 * The AES-256-GCM key of two-factor secrets: TOTP_ENCRYPTION_KEY, or (unset, as in development,
 * where the JWT secret is the generated one kept above) one derived from the JWT secret, so setting
 * TOTP_ENCRYPTION_KEY later needs the enrolled users to enrol again (docs/admin-console.md).
 */
export function resolveTotpKey(config: Config): Buffer {
  if (config.totpEncryptionKey) return Buffer.from(config.totpEncryptionKey, 'base64');
  return createHmac('sha256', resolveSecrets(config).jwtSecret).update('fanlane-totp-encryption-key').digest();
}

/**
 * The key identity documents are sealed with (docs/kyc.md): the configured KYC_ENCRYPTION_KEY;
 * outside production, when none is, one made once and kept beside the other secrets (documents
 * sealed with it need it to be read). Null in production without a key: applications are refused.
 */
export function resolveKycKey(config: Config): Buffer | null {
  if (config.kyc.encryptionKey) return config.kyc.encryptionKey;
  if (config.isProduction) return null;
  const stored = readStored(config);
  if (stored.kycKey) return Buffer.from(stored.kycKey, 'base64');
  const key = randomBytes(32);
  store(config, stored, { kycKey: key.toString('base64') });
  return key;
}
