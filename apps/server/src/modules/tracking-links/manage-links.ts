/** A creator makes, renames, archives and restores their tracking links (seller calls). */
import { randomBytes } from 'node:crypto';
import { TRACKING_LINK_MAX, type TTrackingLink } from '@fanlane/contracts/tracking-links';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation, sqlErrorOf } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { presentLink } from './present.ts';
import {
  countLiveLinks,
  findOwnLink,
  insertLink,
  linksOf,
  lockCreatorLinks,
  updateLink,
} from './tracking-links-repo.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CODE_LENGTH = 10;

/** 10 random letters and digits (59 bits): unguessable enough for a public link, short enough to share. */
export function newCode(): string {
  let code = '';
  // 62 does not divide 256: bytes of 248 and over are skipped so every character is equally likely.
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

const creatorDomainOf = (caller: Caller) => caller.user.creatorDomain!;

async function assertNameFree(tx: Tx, creatorId: string, name: string, exceptId?: string) {
  const taken = (await linksOf(tx, creatorId)).some(
    (l) => l.id !== exceptId && l.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw appError('TRACKING_LINK_NAME_TAKEN');
}

async function assertRoomForOneMore(tx: Tx, creatorId: string) {
  if ((await countLiveLinks(tx, creatorId)) >= TRACKING_LINK_MAX) {
    throw appError('TRACKING_LINK_LIMIT', { params: { max: String(TRACKING_LINK_MAX) } });
  }
}

export async function createTrackingLink(deps: AppDeps, caller: Caller, name: string): Promise<TTrackingLink> {
  const creatorId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await lockCreatorLinks(tx, creatorId);
    await assertNameFree(tx, creatorId, name);
    await assertRoomForOneMore(tx, creatorId);
    // A code already taken (about one in 10^17) is drawn again, in a savepoint so the transaction lives on.
    for (let attempt = 0; ; attempt++) {
      try {
        return await tx.transaction((sp) => insertLink(sp, { creatorId, name, code: newCode() }));
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
        if (sqlErrorOf(err)?.detail?.includes('lower(name)')) throw appError('TRACKING_LINK_NAME_TAKEN');
      }
    }
  });
  return presentLink(row, deps.config.publicUrl, creatorDomainOf(caller));
}

export async function renameTrackingLink(
  deps: AppDeps,
  caller: Caller,
  id: string,
  name: string,
): Promise<TTrackingLink> {
  const creatorId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await lockCreatorLinks(tx, creatorId);
    const link = await findOwnLink(tx, creatorId, id);
    if (!link) throw appError('TRACKING_LINK_NOT_FOUND');
    if (link.name === name) return link;
    await assertNameFree(tx, creatorId, name, id);
    return updateLink(tx, id, { name });
  });
  return presentLink(row, deps.config.publicUrl, creatorDomainOf(caller));
}

/** Archiving stops counting new clicks and arrivals; restoring needs a free place among the live links. */
export async function archiveTrackingLink(
  deps: AppDeps,
  caller: Caller,
  id: string,
  archived: boolean,
  now = new Date(),
): Promise<TTrackingLink> {
  const creatorId = caller.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await lockCreatorLinks(tx, creatorId);
    const link = await findOwnLink(tx, creatorId, id);
    if (!link) throw appError('TRACKING_LINK_NOT_FOUND');
    if ((link.archivedAt !== null) === archived) return link;
    if (!archived) await assertRoomForOneMore(tx, creatorId);
    return updateLink(tx, id, { archivedAt: archived ? now : null });
  });
  return presentLink(row, deps.config.publicUrl, creatorDomainOf(caller));
}
