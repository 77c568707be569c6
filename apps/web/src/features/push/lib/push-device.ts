/**
 * What this browser keeps about its push subscription, for every tab and every sign-in
 * (localStorage; the user store mirrors it per tab, spec section 3): the key it is bound under,
 * whether its user switched push off here, and what was bound last, for whom and when (spec
 * section 5: a binding is renewed after 7 days).
 */
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { readStorage, writeStorage } from '../../../shared/lib/storage';

export type PushBinding = { address: string; endpoint: string; at: number };

export type PushDevice = {
  /** This browser's `userAgentKey`: its browser and system, readable in the list of devices, and a random part. */
  key: string;
  /** Push was switched off on this browser: the start-up leaves it off until switched on again. */
  off: boolean;
  bound: PushBinding | null;
};

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\bChrome\/|\bCriOS\//],
  ['Safari', /\bVersion\/[\d.]+.*Safari\//],
];
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

const nameIn = (agent: string, list: readonly [string, RegExp][]) =>
  list.find(([, pattern]) => pattern.test(agent))?.[0] ?? null;

/** A new key for this browser, such as `Chrome · Windows · 4f9c2a1b`. */
export function newDeviceKey(agent: string = globalThis.navigator?.userAgent ?? ''): string {
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
  const parts = [nameIn(agent, BROWSERS), nameIn(agent, SYSTEMS)].filter(Boolean);
  return [...(parts.length > 0 ? parts : ['Browser']), random].join(' · ');
}

function isDevice(value: unknown): value is PushDevice {
  const device = value as Partial<PushDevice> | null;
  return typeof device?.key === 'string' && device.key.length > 0 && device.key.length <= 128;
}

/** This browser's record, made (with a new key) the first time it is asked for. */
export function readPushDevice(): PushDevice {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.pushDevice) ?? 'null');
    if (isDevice(stored)) return { key: stored.key, off: stored.off === true, bound: stored.bound ?? null };
  } catch {
    // Unreadable: start again with a new key.
  }
  const device: PushDevice = { key: newDeviceKey(), off: false, bound: null };
  writeStorage(STORAGE_KEYS.pushDevice, JSON.stringify(device));
  return device;
}

export function updatePushDevice(change: Partial<Omit<PushDevice, 'key'>>): PushDevice {
  const device = { ...readPushDevice(), ...change };
  writeStorage(STORAGE_KEYS.pushDevice, JSON.stringify(device));
  return device;
}
