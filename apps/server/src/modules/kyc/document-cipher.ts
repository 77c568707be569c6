/**
 * Identity documents at rest: AES-256-GCM under the configured key (docs/kyc.md). A sealed blob is
 * `0x01 | iv (12 bytes) | tag (16 bytes) | ciphertext`; the document's id is the additional data,
 * so a file moved onto another document's row does not open either. Each row keeps the id of the
 * key that sealed it; old keys (KYC_ENCRYPTION_KEYS_OLD) are read, never written with.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import { resolveKycKey } from '../../lib/dev-secrets.ts';

const VERSION = 0x01;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export type KycKeyring = {
  /** The key new documents are sealed with; null in production without KYC_ENCRYPTION_KEY. */
  current: { id: string; key: Buffer } | null;
  byId: ReadonlyMap<string, Buffer>;
};

/** A key's id: the first 16 hex digits of its SHA-256 (says which key, reveals nothing of it). */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

export function makeKeyring(current: Buffer | null, old: readonly Buffer[] = []): KycKeyring {
  const byId = new Map<string, Buffer>();
  for (const key of old) byId.set(keyIdOf(key), key);
  if (current) byId.set(keyIdOf(current), current);
  return { current: current && { id: keyIdOf(current), key: current }, byId };
}

const keyrings = new WeakMap<Config, KycKeyring>();

/** The deployment's keyring, made once per configuration. */
export function keyringOf(config: Config): KycKeyring {
  let ring = keyrings.get(config);
  if (!ring) {
    ring = makeKeyring(resolveKycKey(config), config.kyc.oldKeys);
    keyrings.set(config, ring);
  }
  return ring;
}

/** Seals `plain` for the document `documentId` under the current key. */
export function sealDocument(ring: KycKeyring, documentId: string, plain: Buffer): { keyId: string; sealed: Buffer } {
  if (!ring.current) throw appError('KYC_NOT_CONFIGURED');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(documentId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const sealed = Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  return { keyId: ring.current.id, sealed };
}

/** The plaintext, or KYC_DOCUMENT_UNREADABLE when the key is unknown or any byte was changed. */
export function openDocument(ring: KycKeyring, documentId: string, keyId: string, sealed: Buffer): Buffer {
  const key = ring.byId.get(keyId);
  if (!key || sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw appError('KYC_DOCUMENT_UNREADABLE');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(documentId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch (err) {
    throw appError('KYC_DOCUMENT_UNREADABLE', { cause: err });
  }
}
