/**
 * A visitor identifier: a hash of device traits (spec section 3), so anonymous visits and tracking
 * events can be grouped without a cookie. It is cached once computed, so a later browser update
 * does not split one visitor in two.
 */
import { STORAGE_KEYS } from './storage-keys';
import { readStorage, writeStorage } from './storage';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the UTF-8 bytes of `text`; 16 hex characters. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

export function collectDeviceTraits(): string[] {
  const nav = globalThis.navigator;
  const scr = globalThis.screen;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Old engines without time-zone support: the other traits still count.
  }
  return [
    nav?.userAgent ?? '',
    nav?.language ?? '',
    nav?.platform ?? '',
    scr ? `${scr.width}x${scr.height}` : '',
    String(scr?.colorDepth ?? ''),
    timeZone,
    String(nav?.hardwareConcurrency ?? ''),
    String(nav?.maxTouchPoints ?? ''),
  ];
}

export function computeVisitorId(traits: readonly string[] = collectDeviceTraits()): string {
  return fnv1a64(traits.join('|'));
}

const VISITOR_ID_RE = /^[0-9a-f]{16}$/;

export function getVisitorId(): string {
  const cached = readStorage(STORAGE_KEYS.visitorId);
  if (cached && VISITOR_ID_RE.test(cached)) return cached;
  const id = computeVisitorId();
  writeStorage(STORAGE_KEYS.visitorId, id);
  return id;
}
