import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { geoBlocksOf } from './geo-blocks-repo.ts';
import type { ViewerPlace } from './viewer-place.ts';

/** The creator's blocks, and where their own request comes from (their blocks never hide their page from them). */
export async function getGeoBlocks(deps: AppDeps, caller: Caller, place: ViewerPlace): Promise<TGeoBlocks> {
  return { ...(await geoBlocksOf(deps.db, caller.user.id)), yourIp: place.ip, yourCountry: place.country };
}
