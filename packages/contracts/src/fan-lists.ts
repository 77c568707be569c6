import { z } from 'zod';
import { ZChatUser } from './chat.ts';
import { ZCursorRequest, ZPage } from './page.ts';

/**
 * Saved lists (docs/chat.md, "Saved lists"): a creator's named lists of their own fans, each
 * usable as a mass-message audience. Another creator's list is never found.
 */
export const FAN_LISTS_MAX = 100;
export const FAN_LIST_MEMBERS_MAX = 10_000;
export const FAN_LIST_NAME_MAX = 40;
/** How many people one add or remove call names. */
export const FAN_LIST_CHANGE_MAX = 100;

const ZFanListId = z.uuid();
const ZFanListName = z.string().trim().min(1).max(FAN_LIST_NAME_MAX);
const ZAddress = z.string().trim().min(1).max(64);

export const ZFanList = z.object({
  id: z.string(),
  name: z.string(),
  /** Everyone on the list, blocked people included (a mass message leaves those out). */
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFanList = z.infer<typeof ZFanList>;
/** Every list of the caller, by name (no paging: at most FAN_LISTS_MAX). */
export const ZFanListList = z.object({ items: z.array(ZFanList) });
export type TFanListList = z.infer<typeof ZFanListList>;

export const ZFanListCreateRequest = z.object({ name: ZFanListName });
export type TFanListCreateRequest = z.input<typeof ZFanListCreateRequest>;
export const ZFanListRenameRequest = z.object({ id: ZFanListId, name: ZFanListName });
export type TFanListRenameRequest = z.input<typeof ZFanListRenameRequest>;
export const ZFanListIdRequest = z.object({ id: ZFanListId });

/** A list's members, the newest added first. */
export const ZFanListMembersRequest = ZCursorRequest.extend({ id: ZFanListId });
export const ZFanListMember = ZChatUser.extend({ addedAt: z.string() });
export type TFanListMember = z.infer<typeof ZFanListMember>;
export const ZFanListMemberPage = ZPage(ZFanListMember);

/** Adds or removes people by address; both are idempotent (someone already there, or not there, is no error). */
export const ZFanListMembersChange = z.object({
  id: ZFanListId,
  addresses: z.array(ZAddress).min(1).max(FAN_LIST_CHANGE_MAX),
});
export type TFanListMembersChange = z.input<typeof ZFanListMembersChange>;
/** The list after the change, and how many people were actually added or removed. */
export const ZFanListChanged = z.object({ list: ZFanList, changed: z.number().int() });
export type TFanListChanged = z.infer<typeof ZFanListChanged>;

/** The caller's lists that hold this fan (the "Add to list" menu ticks them). */
export const ZFanListsOfFanRequest = z.object({ address: ZAddress });
export const ZFanListIds = z.object({ listIds: z.array(z.string()) });
export type TFanListIds = z.infer<typeof ZFanListIds>;

/** The creator's fans by name, to add to a list; `inList` says who is on it already. */
export const ZFanListCandidatesRequest = ZCursorRequest.extend({
  id: ZFanListId,
  q: z.string().trim().max(64).default(''),
});
export const ZFanListCandidate = ZChatUser.extend({ inList: z.boolean() });
export type TFanListCandidate = z.infer<typeof ZFanListCandidate>;
export const ZFanListCandidatePage = ZPage(ZFanListCandidate);
