import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseNetwork } from './networks.ts';

describe('IP ranges as creators type them', () => {
  it('comes back as the network in normal form', () => {
    const cases: [string, string][] = [
      ['203.0.113.7', '203.0.113.7/32'],
      [' 203.0.113.77/24 ', '203.0.113.0/24'],
      ['10.0.0.0/8', '10.0.0.0/8'],
      ['2001:DB8::1', '2001:db8::1/128'],
      ['2001:db8:0:0:1:0:0:1/128', '2001:db8::1:0:0:1/128'],
      ['2001:db8:abcd:12ff::/56', '2001:db8:abcd:1200::/56'],
      ['2001:0:0:1::/64', '2001:0:0:1::/64'],
      ['::ffff:192.0.2.128/120', '192.0.2.0/24'],
      ['::ffff:c000:0280', '192.0.2.128/32'],
      ['fe80::1:2:3:4/64', 'fe80::/64'],
    ];
    for (const [input, normal] of cases) expect(parseNetwork(input), input).toMatchObject({ network: normal });
  });

  it('refuses what is not an address and ranges wider than /8 or /16', () => {
    for (const input of [
      '',
      '1.2.3',
      '1.2.3.4/',
      '1.2.3.4/33',
      '1.2.3.4/24/1',
      '256.1.1.1',
      'a.b.c.d',
      '2001:db8::/129',
      ':::',
      '1.2.3.4/-1',
    ])
      expect(parseNetwork(input), input).toBe('invalid');
    for (const input of ['0.0.0.0/0', '10.0.0.0/7', '::/0', '2001::/15'])
      expect(parseNetwork(input), input).toBe('too-wide');
  });

  it('a client address drops its zone and an IPv4-mapped one is its IPv4 one', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('2001:DB8:0::1')).toBe('2001:db8::1');
    expect(normalizeAddress('8.8.8.8')).toBe('8.8.8.8');
    expect(normalizeAddress('nonsense')).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });
});
