/**
 * Which creators block any place at all, held in memory: almost no creator does, so the per-read
 * check (assertNotGeoBlocked, on every creator page and post read) asks the database only for a
 * creator who has a block. Loaded on first use, dropped on every `geo_blocks.changed` (delivered
 * on every instance) and when the instance may have missed events (a listener resync).
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
  return {
    async mayBlock(creator) {
      const current = (loaded ??= load().catch((err: unknown) => {
        loaded = null;
        throw err;
      }));
      const { ids, addresses } = await current;
      return 'id' in creator ? ids.has(creator.id) : addresses.has(creator.address.toLowerCase());
    },
    forget() {
      loaded = null;
    },
  };
}
