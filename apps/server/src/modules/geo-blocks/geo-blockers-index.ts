/**
 * Which creators block any place at all, held in memory: almost no creator does, so the per-read
 * check (assertNotGeoBlocked, on every creator page and post read) and a built /home page (of the
 * creators it draws from) ask the database only about creators who have a block. Loaded on first
 * use, dropped on every `geo_blocks.changed` (delivered on every instance) and when the instance
 * may have missed events (a listener resync).
 */
import { creatorsWithBlocks } from './geo-blocks-repo.ts';
import type { Database } from '../../db/client.ts';
import type { GeoBlockersIndex } from '../../deps.ts';
import { addressesOfUsers } from '../users/users-repo.ts';

type Loaded = { ids: Set<string>; addresses: Set<string> };

export function createGeoBlockersIndex(db: Database): GeoBlockersIndex {
  let loaded: Promise<Loaded> | null = null;
  const load = async (): Promise<Loaded> => {
    const ids = await creatorsWithBlocks(db);
    return { ids: new Set(ids), addresses: new Set(await addressesOfUsers(db, ids)) };
  };
  const current = () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));
  return {
    async mayBlock(creator) {
      const { ids, addresses } = await current();
      return 'id' in creator ? ids.has(creator.id) : addresses.has(creator.address.toLowerCase());
    },
    async withBlocks(creatorIds) {
      const { ids } = await current();
      return ids.size === 0 ? [] : creatorIds.filter((id) => ids.has(id));
    },
    forget() {
      loaded = null;
    },
  };
}
