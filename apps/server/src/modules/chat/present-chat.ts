/** How chat rows look to one viewer: messages (with their media as the viewer may see it), cards, board lines. */
import type { TChatMessage, TChatPair, TChatUser } from '@fanlane/contracts/chat';
import type { TPostAuthor, TPostMediaView } from '@fanlane/contracts/post';
import { shownName } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import type { MessageRow, UserRow } from '../../db/schema/index.ts';
import { presentChatMedia } from '../../media/present.ts';
import { liveMediaByIds } from '../media/media-repo.ts';
import { boughtMessages, firstMessagePrices, mediaIdsOfMessages, paidToWrite, type BoardRow } from './chat-repo.ts';

export type ChatViewer = Pick<UserRow, 'id' | 'address' | 'imageDisplayRatio'>;

export function presentMessage(
  row: MessageRow,
  senderAddress: string,
  extra: { media: TPostMediaView[]; unlocked: boolean; paidCents?: bigint | null | undefined } = {
    media: [],
    unlocked: true,
  },
): TChatMessage {
  const gone = row.deletedAt !== null;
  return {
    id: row.id,
    privateChatId: row.conversationId,
    seq: row.seq,
    sender: senderAddress,
    kind: row.kind,
    text: gone ? '' : row.body,
    ai: row.ai,
    tipCents: row.tipCents === null ? null : row.tipCents.toString(),
    media: gone ? [] : extra.media,
    price: row.priceCents === null ? null : row.priceCents.toString(),
    unlocked: extra.unlocked,
    paidCents: extra.paidCents == null ? null : extra.paidCents.toString(),
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Only the first message of a conversation can have been paid to write (it is stored under the
 * conversation's lock while it has no message), so only that one is looked up.
 */
const mayBePaidToWrite = (r: MessageRow) =>
  r.seq === 1 && r.kind === 'text' && r.priceCents === null && r.deletedAt === null;

/**
 * Messages as `viewer` sees them: the media of each, opened where the message is free, theirs or
 * bought, and what the sender paid to write it. `senderAddress` names each row's sender. Three
 * statements at most, none without media on a page that does not start the conversation.
 */
export async function presentMessagesFor(
  deps: AppDeps,
  viewer: ChatViewer,
  rows: MessageRow[],
  senderAddress: (row: MessageRow) => string,
  /** The rows' media when the caller knows it (a send it just stored): no statement to find it. */
  knownMedia?: Map<string, string[]>,
  /** With `knownMedia`: what was paid to write those rows (nothing, unless said). */
  knownPaid: Map<string, bigint> = new Map(),
): Promise<TChatMessage[]> {
  const live = rows.filter((r) => r.deletedAt === null);
  const [mediaIds, paid] = knownMedia
    ? [knownMedia, knownPaid]
    : await Promise.all([
        mediaIdsOfMessages(
          deps.db,
          live.map((r) => r.id),
        ),
        paidToWrite(
          deps.db,
          live.filter(mayBePaidToWrite).map((r) => r.id),
        ),
      ]);
  if ([...mediaIds.values()].every((ids) => ids.length === 0)) {
    return rows.map((r) =>
      presentMessage(r, senderAddress(r), { media: [], unlocked: true, paidCents: paid.get(r.id) }),
    );
  }
  const forSale = live.filter((r) => r.priceCents !== null && r.senderId !== viewer.id).map((r) => r.id);
  const [mediaRows, bought] = await Promise.all([
    liveMediaByIds(deps.db, [...mediaIds.values()].flat()),
    boughtMessages(deps.db, viewer.id, forSale),
  ]);
  return rows.map((r) => {
    const unlocked = r.priceCents === null || r.senderId === viewer.id || bought.has(r.id);
    const items = (mediaIds.get(r.id) ?? []).flatMap((id) => mediaRows.get(id) ?? []);
    const media = presentChatMedia(deps.mediaSigner, r.id, items, {
      unlocked,
      viewerId: viewer.id,
      imageDisplayRatio: viewer.imageDisplayRatio,
    });
    return presentMessage(r, senderAddress(r), { media, unlocked, paidCents: paid.get(r.id) });
  });
}

/** The platform's own accounts: support (SUPPORT_DOMAIN) and the AI bot (AI_BOT_DOMAIN). */
export function isPlatformDomain(config: Config, domain: string | null | undefined): boolean {
  const d = domain?.toLowerCase();
  return d === config.supportDomain || d === config.ai.botDomain;
}

export function chatUserOf(author: TPostAuthor, config: Config): TChatUser {
  return {
    address: author.address,
    displayName: author.displayName ?? author.address,
    avatar: author.avatar,
    domain: author.creatorDomain,
    isCreator: author.creatorDomain !== null,
    official: isPlatformDomain(config, author.creatorDomain),
  };
}

/**
 * Board lines for `viewer`, their last messages presented as the viewer sees them, and what the
 * viewer pays to write first where nobody has written yet (one statement, only for such lines).
 */
export async function presentPairs(
  deps: AppDeps,
  viewer: ChatViewer & Pick<UserRow, 'creatorDomain'>,
  rows: BoardRow[],
): Promise<TChatPair[]> {
  const lastRows = rows.flatMap((r) => (r.last ? [r.last] : []));
  const otherOf = new Map(rows.map((r) => [r.conversationId, r]));
  const unwritten = isPlatformDomain(deps.config, viewer.creatorDomain)
    ? []
    : rows.filter(
        (r) => r.lastSeq === 0 && r.creatorDomain !== null && !isPlatformDomain(deps.config, r.creatorDomain),
      );
  const [lasts, prices] = await Promise.all([
    presentMessagesFor(deps, viewer, lastRows, (m) =>
      m.senderId === viewer.id ? viewer.address : otherOf.get(m.conversationId)!.address,
    ),
    firstMessagePrices(
      deps.db,
      unwritten.map((r) => r.id),
    ),
  ]);
  const lastById = new Map(lasts.map((m) => [m.privateChatId, m]));
  return rows.map((row) => ({
    privateChatId: row.conversationId,
    other: chatUserOf(
      { address: row.address, displayName: shownName(row), avatar: row.avatarUrl, creatorDomain: row.creatorDomain },
      deps.config,
    ),
    lastMessage: lastById.get(row.conversationId) ?? null,
    lastSeq: row.lastSeq,
    unreadCount: row.unreadCount,
    otherReadSeq: row.otherReadSeq,
    favorite: row.favorite,
    muted: row.muted,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    firstMessagePriceCents: row.lastSeq === 0 ? (prices.get(row.id)?.toString() ?? null) : null,
  }));
}
