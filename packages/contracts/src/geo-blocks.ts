/** Creators' country and IP blocks (/settings/security/blockByCountry and blockByIP, docs/geo-blocks.md). */
import { z } from 'zod';

/** The most countries, and the most IP ranges, one creator may block. */
export const GEO_BLOCK_MAX_ENTRIES = 200;

export const ZGeoBlocks = z.object({
  /** ISO 3166-1 alpha-2 codes, sorted. */
  countries: z.array(z.string()),
  /** Addresses and CIDR ranges in their normal form (203.0.113.0/24, 2001:db8::/32; one address as /32 or /128), sorted. */
  networks: z.array(z.string()),
  /** Where the caller's own request comes from, so the page can say so: their address and its country, if known. */
  yourIp: z.string().nullable(),
  yourCountry: z.string().nullable(),
});
export type TGeoBlocks = z.infer<typeof ZGeoBlocks>;

// Entries are checked one by one by the server, so a refusal can name the entry (GEO_*_INVALID).
const entries = z.array(z.string().trim().max(64)).max(GEO_BLOCK_MAX_ENTRIES * 2);
/** The whole list replaces the old one. */
export const ZGeoCountriesRequest = z.object({ countries: entries });
export type TGeoCountriesRequest = z.infer<typeof ZGeoCountriesRequest>;
export const ZGeoNetworksRequest = z.object({ networks: entries });
export type TGeoNetworksRequest = z.infer<typeof ZGeoNetworksRequest>;
