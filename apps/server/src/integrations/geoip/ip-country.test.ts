import { describe, expect, it } from 'vitest';
import { createIpCountryLookup } from './ip-country.ts';

describe('the IP-to-country database', () => {
  it('a file that cannot be read places nobody and says why, once', async () => {
    const errors: unknown[] = [];
    const lookup = createIpCountryLookup({ file: '/nonexistent/country.mmdb', onError: (err) => errors.push(err) });
    expect(await lookup.countryOf('8.8.8.8')).toBeNull();
    expect(await lookup.countryOf('81.2.69.142')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('answers each address from its small cache, the least recently read leaving first', async () => {
    const reads: string[] = [];
    const lookup = createIpCountryLookup({
      cacheMax: 2,
      open: () =>
        Promise.resolve({
          get: (ip: string) => {
            reads.push(ip);
            return { country_code: ip.startsWith('8.') ? 'US' : 'GB' } as never;
          },
        }),
    });
    for (const ip of ['8.8.8.8', '8.8.8.8', '81.2.69.142', '8.8.8.8', '9.9.9.9', '81.2.69.142'])
      await lookup.countryOf(ip);
    expect(reads).toEqual(['8.8.8.8', '81.2.69.142', '9.9.9.9', '81.2.69.142']);
    expect(await lookup.countryOf('8.8.4.4')).toBe('US');
  });

  it('reads MaxMind GeoIP2 records too, and ignores what is no country code', async () => {
    const records: Record<string, unknown> = {
      '1.0.0.1': { country: { iso_code: 'AU' } },
      '1.0.0.2': { country_code: 'ZZZ' },
      '1.0.0.3': null,
    };
    const lookup = createIpCountryLookup({
      open: () => Promise.resolve({ get: (ip: string) => records[ip] as never }),
    });
    expect(await lookup.countryOf('1.0.0.1')).toBe('AU');
    expect(await lookup.countryOf('1.0.0.2')).toBeNull();
    expect(await lookup.countryOf('1.0.0.3')).toBeNull();
  });
});
