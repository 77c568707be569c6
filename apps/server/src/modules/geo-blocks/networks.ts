/**
 * IP addresses and CIDR ranges as creators type them, in one normal form: the network address
 * (host bits cleared) with its prefix, IPv6 written as RFC 5952 says (lower case, the longest run
 * of zero groups as ::), an IPv4-mapped IPv6 address as the IPv4 one. PostgreSQL's cidr type
 * prints the same form, so what is stored reads back unchanged.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The widest ranges a creator may block: wider is a country's worth of people (block the country). */
export const MIN_PREFIX = { 4: 8, 6: 16 } as const;

type Family = 4 | 6;
const BITS = { 4: 32, 6: 128 } as const;

export type ParsedNetwork = { network: string; family: Family; prefix: number };
export type NetworkProblem = 'invalid' | 'too-wide';

/** An address or range as typed, in normal form; or what is wrong with it. */
export function parseNetwork(input: string): ParsedNetwork | NetworkProblem {
  const [address = '', prefixText, ...rest] = input.trim().toLowerCase().split('/');
  if (rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return 'invalid';
  let family: Family;
  let value: bigint;
  if (isIPv4(address)) [family, value] = [4, ipv4ToBigInt(address)];
  else if (isIPv6(address)) [family, value] = [6, ipv6ToBigInt(address)];
  else return 'invalid';
  let prefix = prefixText === undefined ? BITS[family] : Number(prefixText);
  if (prefix > BITS[family]) return 'invalid';
  // ::ffff:a.b.c.d/120 is a.b.c.0/24: the IPv4 range the mapped one stands for.
  if (family === 6 && value >> 32n === 0xffffn && prefix >= 96)
    [family, value, prefix] = [4, value & 0xffffffffn, prefix - 96];
  if (prefix < MIN_PREFIX[family]) return 'too-wide';
  const hostBits = BigInt(BITS[family] - prefix);
  const network = (value >> hostBits) << hostBits;
  return { network: `${format(family, network)}/${prefix}`, family, prefix };
}

/**
 * A client's address as the blocks compare it: an IPv4-mapped IPv6 address as its IPv4 one, no
 * zone index; null when it is not an address at all.
 */
export function normalizeAddress(ip: string | undefined): string | null {
  const address = (ip ?? '').split('%')[0]!.toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const value = ipv6ToBigInt(address);
  return value >> 32n === 0xffffn ? format(4, value & 0xffffffffn) : format(6, value);
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  let text = address;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return all.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function format(family: Family, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - i * 16)) & 0xffffn));
  // The longest run of two or more zero groups (the first of equals) becomes ::.
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j;
  }
  const hex = (list: number[]) => list.map((g) => g.toString(16)).join(':');
  if (best.at === -1) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
}
