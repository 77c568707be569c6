/** A creator replaces their blocked countries or ranges; each entry is checked and put in its normal form. */
import { GEO_BLOCK_MAX_ENTRIES } from '@fanlane/contracts/geo-blocks';
import { isCountryCode } from '@fanlane/contracts/countries';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { replaceGeoBlocks } from './geo-blocks-repo.ts';
import { parseNetwork } from './networks.ts';

export async function setBlockedCountries(deps: AppDeps, caller: Caller, entries: readonly string[]): Promise<void> {
  const countries = entries.map((entry) => {
    const code = entry.trim().toUpperCase();
    if (!isCountryCode(code)) throw appError('GEO_COUNTRY_INVALID', { params: { entry }, data: { entry } });
    return code;
  });
  await save(deps, caller, 'country', countries);
}

export async function setBlockedNetworks(deps: AppDeps, caller: Caller, entries: readonly string[]): Promise<void> {
  const networks = entries.map((entry) => {
    const parsed = parseNetwork(entry);
    if (parsed === 'invalid') throw appError('GEO_NETWORK_INVALID', { params: { entry }, data: { entry } });
    if (parsed === 'too-wide') throw appError('GEO_NETWORK_TOO_WIDE', { params: { entry }, data: { entry } });
    return parsed.network;
  });
  await save(deps, caller, 'network', networks);
}

/** Duplicates (also two spellings of one range) are kept once. */
async function save(deps: AppDeps, caller: Caller, kind: 'country' | 'network', values: string[]) {
  const unique = [...new Set(values)];
  if (unique.length > GEO_BLOCK_MAX_ENTRIES) {
    throw appError('GEO_TOO_MANY_ENTRIES', { params: { max: String(GEO_BLOCK_MAX_ENTRIES) } });
  }
  const creatorId = caller.user.id;
  await deps.events.transaction(async (tx, emit) => {
    await replaceGeoBlocks(tx, creatorId, kind, unique);
    emit({ type: 'geo_blocks.changed', data: { creatorId } });
  });
}
